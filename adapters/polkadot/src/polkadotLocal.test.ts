import { ConfigurationError } from '@portico/core';
import { polkadotLocal } from './polkadotLocal';

const GENESIS = `0x${'Ab'.repeat(32)}`;

describe('polkadotLocal', () => {
  it('is the polkadot network of the genesis hash on the node: Polkadot Local, a testnet, frozen, its id the first 32 hex characters', () => {
    const network = polkadotLocal('ws://127.0.0.1:9944', GENESIS);
    expect(network).toEqual({
      id: 'ab'.repeat(16),
      caipNetworkId: `polkadot:${'ab'.repeat(16)}`,
      chainNamespace: 'polkadot',
      name: 'Polkadot Local',
      nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9944'], webSocket: ['ws://127.0.0.1:9944'] } },
      testnet: true,
    });
    expect(Object.isFrozen(network)).toBe(true);
  });

  it('takes a name and the chain’s own currency; the id, namespace, URLs and testnet cannot be overridden', () => {
    const network = polkadotLocal('ws://127.0.0.1:9944', GENESIS, {
      name: 'Local Asset Hub',
      nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
      ...({
        id: 'other',
        rpcUrls: { default: { http: ['https://x.example'] } },
        testnet: false,
      } as object),
    });
    expect(network.name).toBe('Local Asset Hub');
    expect(network.nativeCurrency.symbol).toBe('ROC');
    expect(network.id).toBe('ab'.repeat(16));
    expect(network.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:9944']);
    expect(network.testnet).toBe(true);
  });

  it('refuses a genesis hash that is not 0x and 64 hex, and a URL core refuses (not ws(s), plain ws off the local host)', () => {
    expect(() => polkadotLocal('ws://127.0.0.1:9944', 'ab'.repeat(32))).toThrow(ConfigurationError);
    expect(() => polkadotLocal('ws://127.0.0.1:9944', `0x${'ab'.repeat(31)}`)).toThrow(
      ConfigurationError,
    );
    expect(() => polkadotLocal('http://127.0.0.1:9944', GENESIS)).toThrow(ConfigurationError);
    expect(() => polkadotLocal('ws://node.example:9944', GENESIS)).toThrow(ConfigurationError);
  });
});
