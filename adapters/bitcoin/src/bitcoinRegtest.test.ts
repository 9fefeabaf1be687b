import { ConfigurationError } from '@portico/core';
import { BITCOIN_REGTEST_REFERENCE } from '@portico/core/networks';
import { bitcoinRegtest } from './bitcoinRegtest';

describe('bitcoinRegtest', () => {
  it('is bip122 regtest on the given Esplora base: Bitcoin Regtest, BTC with 8 decimals, a testnet, frozen', () => {
    const network = bitcoinRegtest('http://127.0.0.1:3002');
    expect(network).toEqual({
      id: BITCOIN_REGTEST_REFERENCE,
      caipNetworkId: `bip122:${BITCOIN_REGTEST_REFERENCE}`,
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
      testnet: true,
    });
    expect(Object.isFrozen(network)).toBe(true);
  });

  it('takes a name, an explorer and a currency; the id, namespace, URL and testnet cannot be overridden', () => {
    const network = bitcoinRegtest('http://127.0.0.1:3002', {
      name: 'Local Bitcoin',
      blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:3003' } },
      ...({
        id: 'other',
        rpcUrls: { default: { http: ['https://elsewhere.example'] } },
        testnet: false,
      } as object),
    });
    expect(network.name).toBe('Local Bitcoin');
    expect(network.blockExplorers?.default.url).toBe('http://127.0.0.1:3003');
    expect(network.id).toBe(BITCOIN_REGTEST_REFERENCE);
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:3002']);
    expect(network.testnet).toBe(true);
  });

  it('refuses a URL core refuses (not http(s), or plain http off the local host)', () => {
    expect(() => bitcoinRegtest('ftp://127.0.0.1')).toThrow(ConfigurationError);
    expect(() => bitcoinRegtest('not a url')).toThrow(ConfigurationError);
  });
});
