import { bitcoin, bitcoinSignet, bitcoinTestnet, defineNetwork } from '@portico/core/networks';
import { bitcoinRegtest } from '../bitcoinRegtest';
import { createBitcoinChainModule } from './bitcoinChainModule';

const regtest = bitcoinRegtest('http://127.0.0.1:1');
const custom = defineNetwork({
  id: '00000123456789abcdef0123456789ab',
  chainNamespace: 'bip122',
  name: 'Custom Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://signet.example/api'] } },
});

// BIP-173 / BIP-350 / base58 examples.
const MAINNET = {
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  p2pkh: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
};
const TESTNET_P2WPKH = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const REGTEST_P2WPKH = 'bcrt1qwd6cza3wtyccrsupgk3fqkhean69wjhqespq0f';

describe('the bitcoinjs chain module: addresses per network', () => {
  const chain = createBitcoinChainModule({ addressFormats: { [custom.caipNetworkId]: 'testnet' } });

  it('mainnet takes P2WPKH, P2TR, P2PKH and P2SH mainnet addresses, and no other network’s', () => {
    for (const address of Object.values(MAINNET))
      expect(chain.isAddress(bitcoin, address)).toBe(true);
    expect(chain.isAddress(bitcoin, TESTNET_P2WPKH)).toBe(false);
    expect(chain.isAddress(bitcoin, REGTEST_P2WPKH)).toBe(false);
  });

  it('testnet3, signet and a configured custom signet take tb1 addresses; regtest takes bcrt1', () => {
    for (const network of [bitcoinTestnet, bitcoinSignet, custom]) {
      expect(chain.isAddress(network, TESTNET_P2WPKH)).toBe(true);
      expect(chain.isAddress(network, MAINNET.p2wpkh)).toBe(false);
    }
    expect(chain.isAddress(regtest, REGTEST_P2WPKH)).toBe(true);
    expect(chain.isAddress(regtest, TESTNET_P2WPKH)).toBe(false);
  });

  it('a bip122 network without a known format is a ConfigurationError', () => {
    expect(() => createBitcoinChainModule().isAddress(custom, TESTNET_P2WPKH)).toThrow(
      expect.objectContaining({ code: 'BITCOIN_UNKNOWN_NETWORK' }),
    );
  });

  it('a balance of another network’s address is refused before any request', async () => {
    await expect(chain.getBalance(regtest, MAINNET.p2wpkh)).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_ADDRESS',
    });
  });
});
