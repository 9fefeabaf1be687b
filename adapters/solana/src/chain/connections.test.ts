import { createConnections } from './connections';
import { SolanaRpcError } from './chainErrors';

// Connections are made lazily and make no request: no node needed here.
test('one Connection per RPC HTTP URL, with the WebSocket URL and confirmed commitment', () => {
  const connections = createConnections();
  const rpc = { http: 'http://127.0.0.1:8899', webSocket: 'ws://127.0.0.1:9999' };
  const first = connections.get(rpc);
  expect(connections.get({ ...rpc })).toBe(first);
  expect(first.rpcEndpoint).toBe(rpc.http);
  expect(first.commitment).toBe('confirmed');
  // web3.js keeps the WebSocket URL internally; without wsEndpoint it would guess port 8900.
  expect((first as unknown as { _rpcWsEndpoint: string })._rpcWsEndpoint).toBe(rpc.webSocket);
  expect(connections.get({ http: 'http://127.0.0.1:8898' })).not.toBe(first);
  expect(connections.size).toBe(2);
});

test('two instances share nothing, and closeAll forgets the Connections', () => {
  const rpc = { http: 'http://127.0.0.1:8899' };
  const a = createConnections();
  const b = createConnections();
  const first = a.get(rpc);
  expect(b.get(rpc)).not.toBe(first);
  a.closeAll();
  expect(a.size).toBe(0);
  expect(a.get(rpc)).not.toBe(first);
});

test('a URL web3.js cannot use gives SolanaRpcError', () => {
  expect(() => createConnections().get({ http: 'not a url' })).toThrow(SolanaRpcError);
});
