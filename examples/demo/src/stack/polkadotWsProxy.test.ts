import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import {
  createPolkadotWsProxy,
  judgePolkadotMessage,
  MAX_POLKADOT_MESSAGE_BYTES,
  type PolkadotWsProxy,
} from './polkadotWsProxy';
import { RPC_INVALID_REQUEST, RPC_METHOD_NOT_FOUND, RPC_PARSE_ERROR } from './rpcRequestFilter';

const call = (method: string, id: number | string = 1, params: unknown[] = []) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });

describe('judgePolkadotMessage', () => {
  it('forwards one allowed call, re-serialized, and names its method', () => {
    const verdict = judgePolkadotMessage(call('state_getMetadata', 7, ['0x01']));
    expect(verdict).toEqual({
      forward: call('state_getMetadata', 7, ['0x01']),
      method: 'state_getMetadata',
    });
  });

  it("answers chopsticks' dev_setStorage with a JSON-RPC error of the same id", () => {
    const verdict = judgePolkadotMessage(call('dev_setStorage', 'a', [{}]));
    expect(verdict).toEqual({
      method: 'dev_setStorage',
      reply: JSON.stringify({
        jsonrpc: '2.0',
        id: 'a',
        error: {
          code: RPC_METHOD_NOT_FOUND,
          message: "dev_setStorage is not available through the demo's RPC proxy",
        },
      }),
    });
  });

  it('answers malformed JSON, a call without jsonrpc 2.0 and a batch with errors', () => {
    const errorOf = (text: string) => {
      const verdict = judgePolkadotMessage(text);
      if (!('reply' in verdict)) throw new Error(`forwarded: ${text}`);
      return (JSON.parse(verdict.reply) as { error: { code: number } }).error.code;
    };
    expect(errorOf('{')).toBe(RPC_PARSE_ERROR);
    expect(errorOf(JSON.stringify({ id: 1, method: 'state_call' }))).toBe(RPC_INVALID_REQUEST);
    expect(errorOf(`[${call('state_call')}]`)).toBe(RPC_INVALID_REQUEST);
  });
});

/** A stand-in for chopsticks: answers each call with its method, and records what it got. */
async function startStandInChain() {
  const received: string[] = [];
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id: number; method: string };
      received.push(message.method);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: message.method }));
      if (message.method === 'state_subscribeStorage') {
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'state_storage',
            params: { subscription: 's1', result: { changes: [] } },
          }),
        );
      }
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    received,
    connections: () => server.clients.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

describe('the /polkadot/ws proxy', () => {
  let chain: Awaited<ReturnType<typeof startStandInChain>>;
  let proxy: PolkadotWsProxy;
  let http: Server;
  let pageUrl: string;
  let chainUrl: string | undefined;
  const calls: [string, boolean][] = [];

  beforeEach(async () => {
    chain = await startStandInChain();
    chainUrl = chain.url;
    calls.length = 0;
    proxy = createPolkadotWsProxy({
      nodeWsUrl: () => chainUrl,
      onCall: (method, allowed) => calls.push([method, allowed]),
    });
    http = createServer();
    http.on('upgrade', (request, socket, head) => proxy.handleUpgrade(request, socket, head));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    pageUrl = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/polkadot/ws`;
  });

  afterEach(async () => {
    proxy.close();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await chain.stop();
  });

  /** A page's socket, with every message it got. */
  async function openPage(headers: Record<string, string> = {}) {
    const socket = new WebSocket(pageUrl, { headers });
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    const answered = async (count: number) => {
      while (messages.length < count) {
        await new Promise((resolve) => socket.once('message', resolve));
      }
      return messages;
    };
    return { socket, messages, answered, closed };
  }

  it('sends allowed calls to the chain in order, answers refused ones itself, and passes notifications on', async () => {
    const page = await openPage();
    // Sent at once: some before the proxy's own socket to the chain has opened.
    page.socket.send(call('chain_getBlockHash', 1, [0]));
    page.socket.send(call('dev_setStorage', 2, [{}]));
    page.socket.send(call('state_subscribeStorage', 3, [[]]));
    page.socket.send(call('state_getMetadata', 4));
    const messages = await page.answered(5);
    expect(messages).toContainEqual({
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: RPC_METHOD_NOT_FOUND,
        message: "dev_setStorage is not available through the demo's RPC proxy",
      },
    });
    expect(messages).toContainEqual({ jsonrpc: '2.0', id: 1, result: 'chain_getBlockHash' });
    expect(messages).toContainEqual({ jsonrpc: '2.0', id: 4, result: 'state_getMetadata' });
    expect(messages).toContainEqual(expect.objectContaining({ method: 'state_storage' }));
    expect(chain.received).toEqual([
      'chain_getBlockHash',
      'state_subscribeStorage',
      'state_getMetadata',
    ]);
    expect(calls).toEqual([
      ['chain_getBlockHash', true],
      ['dev_setStorage', false],
      ['state_subscribeStorage', true],
      ['state_getMetadata', true],
    ]);
    page.socket.close();
  });

  it('closes a page socket that sends binary (1003) or more than the size limit (1009)', async () => {
    const binary = await openPage();
    binary.socket.send(Buffer.from(call('state_call')), { binary: true });
    expect(await binary.closed).toBe(1003);
    const large = await openPage();
    large.socket.send(call('state_call', 1, ['x'.repeat(MAX_POLKADOT_MESSAGE_BYTES)]));
    expect(await large.closed).toBe(1009);
    expect(chain.received).toEqual([]);
  });

  it("refuses another site's page (403), and answers 503 when the demo has no chain", async () => {
    const statusOf = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(pageUrl, { headers });
        socket.on('unexpected-response', (_request, response) =>
          resolve(String(response.statusCode)),
        );
        socket.on('open', () => {
          socket.close();
          resolve('open');
        });
        socket.on('error', () => undefined);
      });
    const host = new URL(pageUrl).host;
    expect(await statusOf({ origin: 'http://evil.example' })).toBe('403');
    expect(await statusOf({ origin: `http://${host}` })).toBe('open');
    chainUrl = undefined;
    expect(await statusOf({})).toBe('503');
  });

  it("closes the page's socket when the chain goes, and the chain's when the page goes", async () => {
    const page = await openPage();
    page.socket.send(call('system_properties'));
    await page.answered(1);
    page.socket.close();
    await page.closed;
    // The proxy's socket to the chain is closed too.
    while (chain.connections() > 0) await new Promise((resolve) => setImmediate(resolve));

    const second = await openPage();
    second.socket.send(call('system_properties'));
    await second.answered(1);
    await chain.stop();
    expect(await second.closed).toBe(1001);
  });
});
