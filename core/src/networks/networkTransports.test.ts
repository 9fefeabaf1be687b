import fc from 'fast-check';
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { defineNetwork, type NetworkInput } from './network';

// Issue 15, point 12: RPC transports are encrypted except on a loopback host.

const network = (http: string[], webSocket?: string[]): NetworkInput => ({
  id: 31_337,
  chainNamespace: 'eip155',
  name: 'Local Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: webSocket ? { http, webSocket } : { http } },
});

describe('defineNetwork: RPC URLs use https:// and wss:// except on loopback', () => {
  it.each([
    ['http://localhost'],
    ['http://localhost:8545/'],
    ['http://127.0.0.1:8545'],
    ['http://127.255.0.9:1/rpc'],
    ['http://[::1]:8545'],
    ['https://rpc.example.com'],
  ])('the RPC URL %j is accepted', (url) => {
    expect(defineNetwork(network([url])).rpcUrls.default.http).toEqual([url]);
  });

  it.each([
    ['http://example.com'],
    ['http://rpc.example.com:8545/'],
    ['http://127.0.0.1.evil.example'],
    ['http://128.0.0.1'],
    ['http://[::ffff:127.0.0.1]'],
    ['http://localhost.evil.example'],
  ])('the RPC URL %j is refused with a clear error', (url) => {
    expect(() => defineNetwork(network(['https://ok.example', url]))).toThrow(
      new ConfigurationError(
        MESSAGES.networkUrlNotSecure(
          'Local Anvil',
          'rpcUrls.default.http[1]',
          url,
          'https:',
          'http:',
        ),
        'INVALID_NETWORK',
      ),
    );
  });

  it('a WebSocket RPC URL: ws://evil.example is refused, ws://127.0.0.1:port and wss:// accepted', () => {
    expect(() => defineNetwork(network(['https://ok.example'], ['ws://evil.example']))).toThrow(
      MESSAGES.networkUrlNotSecure(
        'Local Anvil',
        'rpcUrls.default.webSocket[0]',
        'ws://evil.example',
        'wss:',
        'ws:',
      ),
    );
    const ws = ['ws://127.0.0.1:8546', 'wss://rpc.example.com/ws'];
    expect(defineNetwork(network(['https://ok.example'], ws)).rpcUrls.default.webSocket).toEqual(
      ws,
    );
  });

  it('property: any http:// RPC URL of a public host is refused', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'] }), (url) => {
        fc.pre(!/^http:\/\/(localhost|127\.|\[::1\])/i.test(url));
        expect(() => defineNetwork(network([url]))).toThrow(ConfigurationError);
      }),
      { numRuns: 200 },
    );
  });
});
