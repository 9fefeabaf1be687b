import { WebSocket } from 'ws';
import { startLocalRelay, type LocalRelay } from './localRelay';

// Raw WebSocket clients speaking the relay's JSON-RPC, as the SDK does; the end-to-end path
// with two real SignClients is in wcTestWallet.test.ts.

interface Push {
  topic: string;
  message: string;
  tag: number;
}

interface RawClient {
  rpc(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number } }>;
  send(payload: unknown): void;
  pushes: Push[];
  closed: Promise<void>;
  close(): void;
}

function fakeAuthJwt(iss: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test' })}.c2ln`;
}

const openClients: RawClient[] = [];

async function connect(relay: LocalRelay, iss: string): Promise<RawClient> {
  const socket = new WebSocket(`${relay.url}/?auth=${fakeAuthJwt(iss)}&projectId=test`);
  let nextId = 1;
  const waiting = new Map<
    number,
    (answer: { result?: unknown; error?: { code: number } }) => void
  >();
  const pushes: Push[] = [];
  socket.on('message', (data) => {
    const payload = JSON.parse(data.toString()) as {
      id: number;
      method?: string;
      params?: { data: Push };
      result?: unknown;
      error?: { code: number };
    };
    if (payload.method === 'irn_subscription') pushes.push(payload.params!.data);
    else waiting.get(payload.id)?.(payload);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client: RawClient = {
    rpc: (method, params) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      }),
    send: (payload) => socket.send(JSON.stringify(payload)),
    pushes,
    closed,
    close: () => socket.close(),
  };
  openClients.push(client);
  return client;
}

let relay: LocalRelay;

beforeAll(async () => {
  relay = await startLocalRelay();
});

afterEach(async () => {
  const closing = openClients.splice(0).map((client) => {
    client.close();
    return client.closed;
  });
  await Promise.all(closing);
});

afterAll(() => relay?.stop());

describe('local WalletConnect relay', () => {
  it('listens on 127.0.0.1 and sees its clients come from there, keyed by the JWT iss', async () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`);
    await connect(relay, 'did:key:loopback');
    expect(relay.connections).toBe(1);
    expect(relay.connectionLog.at(-1)).toEqual({
      clientId: 'did:key:loopback',
      remoteAddress: '127.0.0.1',
    });
  });

  it('pushes a publish to the subscribers of its topic, never back to its publisher', async () => {
    const dapp = await connect(relay, 'did:key:dapp');
    const dappSecondSocket = await connect(relay, 'did:key:dapp');
    const wallet = await connect(relay, 'did:key:wallet');
    for (const client of [dapp, dappSecondSocket, wallet]) {
      expect((await client.rpc('irn_subscribe', { topic: 'topic-a' })).result).toEqual(
        expect.any(String),
      );
    }
    const answer = await dapp.rpc('irn_publish', {
      topic: 'topic-a',
      message: 'hello',
      ttl: 300,
      tag: 1108,
    });
    expect(answer.result).toBe(true);
    // The relay pushes before it answers anything else: one more round trip per socket.
    await Promise.all(
      [dappSecondSocket, wallet].map((c) => c.rpc('irn_subscribe', { topic: 'x' })),
    );
    expect(wallet.pushes).toEqual([
      { topic: 'topic-a', message: 'hello', tag: 1108, publishedAt: expect.any(Number) },
    ]);
    expect(dapp.pushes).toEqual([]);
    expect(dappSecondSocket.pushes).toEqual([]);
    expect(relay.published.get('topic-a')).toBe(1);
  });

  it('replays stored messages on subscribe and batchSubscribe until their TTL', async () => {
    const dapp = await connect(relay, 'did:key:dapp');
    await dapp.rpc('irn_publish', { topic: 'topic-b', message: 'kept', ttl: 300 });
    await dapp.rpc('irn_publish', { topic: 'topic-c', message: 'expired', ttl: 0.001 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // past the 1 ms TTL
    const wallet = await connect(relay, 'did:key:wallet');
    const subscribed = await wallet.rpc('irn_batchSubscribe', { topics: ['topic-b', 'topic-c'] });
    expect(subscribed.result).toHaveLength(2);
    await wallet.rpc('irn_unsubscribe', { topic: 'x', id: 'x' });
    expect(wallet.pushes.map((p) => p.message)).toEqual(['kept']);
    const fetched = await wallet.rpc('irn_batchFetchMessages', { topics: ['topic-b', 'topic-c'] });
    expect(fetched.result).toEqual({
      messages: [expect.objectContaining({ topic: 'topic-b', message: 'kept' })],
      hasMore: false,
    });
  });

  it('wc_proposeSession and wc_approveSession publish and subscribe their senders', async () => {
    const dapp = await connect(relay, 'did:key:dapp');
    const wallet = await connect(relay, 'did:key:wallet');
    await wallet.rpc('irn_subscribe', { topic: 'pairing-1' });
    const proposed = await dapp.rpc('wc_proposeSession', {
      pairingTopic: 'pairing-1',
      sessionProposal: 'proposal',
      ttl: 300,
    });
    expect(proposed.result).toBe(true);
    await wallet.rpc('irn_subscribe', { topic: 'x' });
    expect(wallet.pushes).toEqual([expect.objectContaining({ message: 'proposal', tag: 1100 })]);

    const approved = await wallet.rpc('wc_approveSession', {
      sessionTopic: 'session-1',
      pairingTopic: 'pairing-1',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    expect(approved.result).toBe(true);
    // The dapp was subscribed to the pairing topic by its proposal: the response reaches it.
    await dapp.rpc('irn_subscribe', { topic: 'session-1' }); // replays the settlement
    expect(dapp.pushes).toEqual([
      expect.objectContaining({ topic: 'pairing-1', message: 'response', tag: 1101 }),
      expect.objectContaining({ topic: 'session-1', message: 'settle', tag: 1102 }),
    ]);
    // The wallet was subscribed to the session topic by its approval.
    await dapp.rpc('irn_publish', { topic: 'session-1', message: 'request', ttl: 300 });
    await wallet.rpc('irn_subscribe', { topic: 'x' });
    expect(wallet.pushes.map((p) => p.message)).toEqual(['proposal', 'request']);
  });

  it('ignores acknowledgements and answers an unknown method with -32601', async () => {
    const client = await connect(relay, 'did:key:acks');
    client.send({ id: 99, jsonrpc: '2.0', result: true });
    expect((await client.rpc('irn_nonsense', {})).error?.code).toBe(-32601);
    expect((await client.rpc('irn_publish', { topic: 'only-topic' })).error?.code).toBe(-32602);
  });

  it('restart closes every connection, listens on the same port and keeps stored messages', async () => {
    const dapp = await connect(relay, 'did:key:dapp');
    await dapp.rpc('irn_publish', { topic: 'topic-d', message: 'before restart', ttl: 300 });
    let downConnections = -1;
    await relay.restart({ whileDown: () => (downConnections = relay.connections) });
    await dapp.closed;
    expect(downConnections).toBe(0);
    const wallet = await connect(relay, 'did:key:wallet');
    await wallet.rpc('irn_subscribe', { topic: 'topic-d' });
    await wallet.rpc('irn_subscribe', { topic: 'x' });
    expect(wallet.pushes.map((p) => p.message)).toEqual(['before restart']);
  });
});
