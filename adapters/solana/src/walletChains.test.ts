import { defineNetwork, solana, solanaDevnet, solanaTestnet } from '@portico/core/networks';
import { walletChainOf } from './walletChains';

const local = defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});

describe('walletChainOf', () => {
  it('names the public clusters as wallets do', () => {
    expect(walletChainOf(solana)).toBe('solana:mainnet');
    expect(walletChainOf(solanaDevnet)).toBe('solana:devnet');
    expect(walletChainOf(solanaTestnet)).toBe('solana:testnet');
  });

  it('names a custom network by its id, so id "localnet" is solana:localnet', () => {
    expect(walletChainOf(local)).toBe('solana:localnet');
  });

  it('takes the app’s own name for a network first', () => {
    expect(walletChainOf(local, { 'solana:localnet': 'solana:my-validator' })).toBe(
      'solana:my-validator',
    );
  });
});
