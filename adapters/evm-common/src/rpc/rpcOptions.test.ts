import { ConfigurationError } from '@portico/core';
import { assertRpcOptions } from './rpcOptions';

describe('the adapter’s own RPC endpoints use encrypted transports off loopback', () => {
  it.each([
    ['http://rpc.example/', 'INSECURE_RPC_URL'],
    ['ws://rpc.example/', 'INSECURE_RPC_URL'],
  ])('rpc.urls %s is refused with a clear error', (url, code) => {
    expect(() => assertRpcOptions({ urls: { 'eip155:1': [url] } })).toThrow(
      expect.objectContaining({ code, message: expect.stringContaining(url) }) as Error,
    );
  });

  it('a plain http service base URL on another host is refused', () => {
    expect(() => assertRpcOptions({ service: { baseUrl: 'http://rpc.example' } })).toThrow(
      ConfigurationError,
    );
  });

  it.each([
    'https://rpc.example/',
    'wss://rpc.example/',
    'http://127.0.0.1:8545',
    'ws://localhost:8546',
  ])('%s is accepted', (url) => {
    expect(() =>
      assertRpcOptions({
        urls: { 'eip155:1': [url] },
        service: { baseUrl: url.replace(/^ws/, 'http') },
      }),
    ).not.toThrow();
  });
});
