import { resolveServerConfig, type SolanaChainConfig } from './config';
import { ConfigError } from './errors';

const solana = (overrides: Partial<SolanaChainConfig> = {}): SolanaChainConfig => ({
  caipNetworkId: 'solana:localnet',
  name: 'Local',
  rpcUrl: 'http://127.0.0.1:8899',
  tokens: [
    {
      mint: 'nowAfiByViBTf7X9wiVVaoC7PM8R5r7DzQ8Exch3kGP',
      symbol: 'PDS',
      name: 'PDS',
      decimals: 6,
    },
  ],
  ...overrides,
});

describe('resolveServerConfig: Solana chains', () => {
  it('has none by default and keeps the configured ones', () => {
    expect(resolveServerConfig().solanaChains).toEqual([]);
    const mainnet = solana({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(resolveServerConfig({ solanaChains: [solana(), mainnet] }).solanaChains).toEqual([
      solana(),
      mainnet,
    ]);
  });

  it('refuses an id outside the solana namespace, a repeated id and a mint that is not base58', () => {
    const refused = (input: Parameters<typeof resolveServerConfig>[0]) => {
      try {
        resolveServerConfig(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ solanaChains: [solana({ caipNetworkId: 'eip155:1' })] })).toBe(
      'A Solana chain must have a solana CAIP-2 id like solana:localnet, not eip155:1',
    );
    expect(refused({ solanaChains: [solana(), solana()] })).toBe(
      'The chain solana:localnet is configured twice',
    );
    const badMint = { mint: '0x1234', symbol: 'X', name: 'X', decimals: 0 };
    expect(refused({ solanaChains: [solana({ tokens: [badMint] })] })).toBe(
      'A token of solana:localnet must have a base58 mint address, not 0x1234',
    );
  });
});
