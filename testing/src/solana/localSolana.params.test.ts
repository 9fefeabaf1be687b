import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { startLocalSolana } from './localSolana';
import type { LocalSolana } from './localSolanaTypes';
import { decodeBase58, encodeBase58 } from './rpcBase58';

// Raw JSON-RPC over HTTP and WebSocket against the local node (127.0.0.1): no mocks.
let node: LocalSolana;

beforeAll(async () => {
  node = await startLocalSolana();
});

afterAll(() => node?.stop());

async function rpc(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const call = (method: string, params: unknown[]) => rpc({ jsonrpc: '2.0', id: 1, method, params });

/** A base58 string of `length` bytes (none zero, so no leading '1's). */
const base58OfLength = (length: number) => encodeBase58(new Uint8Array(length).fill(7));

test('base58 round-trips any bytes and agrees with web3.js on 32-byte keys', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
    }),
  );
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      expect(encodeBase58(bytes)).toBe(new PublicKey(bytes).toBase58());
    }),
  );
  expect(decodeBase58('0OIl')).toBeUndefined();
});

test.each([
  ['not base58', 'abc0OIl'],
  ['31 bytes', base58OfLength(31)],
  ['33 bytes', base58OfLength(33)],
  ['a number', 42],
])('an address that is %s gets -32602 and the node keeps serving', async (_what, address) => {
  for (const method of [
    'getBalance',
    'getAccountInfo',
    'requestAirdrop',
    'getTokenAccountBalance',
  ]) {
    const answer = await call(method, [
      address,
      method === 'requestAirdrop' ? 1_000_000 : undefined,
    ]);
    expect(answer.error).toMatchObject({ code: -32602, message: expect.stringMatching(/address/) });
  }
  expect((await call('getHealth', [])).result).toBe('ok');
});

test('node.fund refuses a malformed address without touching LiteSVM', () => {
  expect(() => node.fund(base58OfLength(33), 1_000_000n)).toThrow(/address/);
});

test('bad requests get JSON-RPC errors, not a crash', async () => {
  expect((await rpc('{not json')).error).toMatchObject({ code: -32700 });
  expect((await call('noSuchMethod', [])).error).toMatchObject({ code: -32601 });
  expect((await call('getMultipleAccounts', ['x'])).error).toMatchObject({ code: -32602 });
  expect((await call('sendTransaction', ['!!!', { encoding: 'base64' }])).error).toMatchObject({
    code: -32602,
  });
  expect((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).error).toMatchObject({
    code: -32602,
  });
  expect(
    (await call('getAccountInfo', [Keypair.generate().publicKey.toBase58(), { encoding: 'hex' }]))
      .error,
  ).toMatchObject({
    code: -32602,
  });
  const batch = await rpc([
    { jsonrpc: '2.0', id: 1, method: 'getSlot' },
    { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['bad'] },
  ]);
  expect(batch).toEqual([
    expect.objectContaining({ id: 1, result: expect.any(Number) }),
    expect.objectContaining({ id: 2, error: expect.objectContaining({ code: -32602 }) }),
  ]);
});

test('a signature subscription on an already processed transaction is answered, then notified', async () => {
  const signature = (
    await call('requestAirdrop', [Keypair.generate().publicKey.toBase58(), 2_000_000])
  ).result;
  const socket = new WebSocket(node.wsUrl);
  const messages: Record<string, unknown>[] = [];
  const twoMessages = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
      if (messages.length === 2) resolve();
    });
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 9,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'finalized' }],
    }),
  );
  await twoMessages;
  expect(messages[0]).toMatchObject({ id: 9, result: expect.any(Number) });
  expect(messages[1]).toMatchObject({
    method: 'signatureNotification',
    params: { subscription: messages[0]?.result, result: { value: { err: null } } },
  });
  socket.close();
});

test('the node listens on 127.0.0.1 only, and stop() closes its sockets', async () => {
  const own = await startLocalSolana();
  expect(new URL(own.url).hostname).toBe('127.0.0.1');
  expect(new URL(own.wsUrl).hostname).toBe('127.0.0.1');
  expect(new URL(own.wsUrl).port).toBe(new URL(own.url).port);
  const socket = new WebSocket(own.wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await own.stop();
  expect(await closed).toBe(1000);
  await expect(fetch(own.url, { method: 'POST', body: '{}' })).rejects.toThrow();
});
