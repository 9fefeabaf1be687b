import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LOOPBACK_HOST } from '../net/freePort';
import { clientIdFromRelayUrl } from './relayAuth';
import { createRelayMessages, type PublishRequest, type StoredMessage } from './relayMessages';
import {
  InvalidParamsError,
  optionalNumber,
  optionalString,
  requireString,
  requireStrings,
  type Params,
} from './relayParams';

/**
 * A WalletConnect v2 relay for tests, on 127.0.0.1 only. It speaks the subset of the IRN
 * JSON-RPC API that @walletconnect/sign-client 2.25 uses (read from core's relayer,
 * subscriber and publisher, and sign-client's engine):
 *
 * - irn_subscribe {topic} -> subscription id; irn_batchSubscribe {topics} -> ids
 * - irn_unsubscribe {topic, id}; irn_batchUnsubscribe {subscriptions: [{topic, id}]} -> true
 * - irn_publish {topic, message, ttl (s), tag?, prompt?, attestation?} -> true
 * - irn_batchFetchMessages {topics} -> {messages, hasMore: false}
 * - wc_proposeSession {pairingTopic, sessionProposal, ttl, ...}: publishes the proposal on the
 *   pairing topic and subscribes its sender to that topic (the dapp does not subscribe itself)
 * - wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse,
 *   sessionSettlementRequest, ...}: publishes the response on the pairing topic and the
 *   settlement on the session topic, and subscribes its sender to the session topic
 *
 * Messages reach subscribers as `irn_subscription {id, data: {topic, message, publishedAt,
 * tag}}`; the clients' acknowledgements are ignored. Every message is kept until its TTL and
 * replayed on every (re)subscribe to its topic, so a client that reconnects gets what was
 * published meanwhile. A message never goes back to its publisher: clients are keyed by the
 * `iss` of the auth JWT in their connection URL. The relay pings every client (the SDK drops
 * a connection that has not been pinged for 35 s).
 */
export interface StartLocalRelayOptions {
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  /** WebSocket ping to every client (default 10 s). */
  pingIntervalMs?: number;
}

export interface RelayConnectionRecord {
  /** The `iss` of the client's auth JWT (did:key:...), undefined when it sent none. */
  clientId: string | undefined;
  /** The peer address of the TCP connection, as the relay saw it. */
  remoteAddress: string | undefined;
}

export interface LocalRelayRestartOptions {
  /** Runs while the relay is down (every connection closed, the port not listening). */
  whileDown?: () => unknown;
}

export interface LocalRelay {
  /** ws://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Connections open now. */
  readonly connections: number;
  /** Every connection accepted since the start, restarts included, in order. */
  readonly connectionLog: readonly RelayConnectionRecord[];
  /** Messages published per topic (proposals and approvals included), restarts included. */
  readonly published: ReadonlyMap<string, number>;
  /** JSON-RPC requests received per method, restarts included. */
  readonly methods: ReadonlyMap<string, number>;
  /** Closes every connection and listens again on the same port; stored messages are kept. */
  restart(options?: LocalRelayRestartOptions): Promise<void>;
  /** Closes every connection and the port. */
  stop(): Promise<void>;
}

const DEFAULT_PING_INTERVAL_MS = 10_000;
/** The TTL the SDK uses when a publish carries none (PUBLISHER_DEFAULT_TTL: 6 hours). */
const DEFAULT_TTL_SECONDS = 6 * 60 * 60;
/** Tags sign-client 2.25 gives these messages (ENGINE_RPC_OPTS). */
const TAG_SESSION_PROPOSE_REQUEST = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE_REQUEST = 1102;

const JSON_RPC_METHOD_NOT_FOUND = -32601;
const JSON_RPC_INVALID_PARAMS = -32602;
const JSON_RPC_INTERNAL_ERROR = -32603;

interface Client {
  socket: WebSocket;
  clientId: string | undefined;
  topics: Set<string>;
}

type JsonRpcId = string | number;

/** Starts a relay on 127.0.0.1 and resolves once it listens. */
export async function startLocalRelay(options: StartLocalRelayOptions = {}): Promise<LocalRelay> {
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const clients = new Set<Client>();
  const messages = createRelayMessages();
  const connectionLog: RelayConnectionRecord[] = [];
  const published = new Map<string, number>();
  const methods = new Map<string, number>();
  let nextPushId = 1;
  let server: WebSocketServer | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const subscriptionId = (topic: string, client: Client) =>
    createHash('sha256')
      .update(topic + (client.clientId ?? ''))
      .digest('hex');

  const { isPublisher } = messages;
  const liveMessages = messages.live;

  const send = (client: Client, payload: unknown) => {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(JSON.stringify(payload));
  };

  const push = (client: Client, entry: StoredMessage) =>
    send(client, {
      id: nextPushId++,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(entry.topic, client),
        data: {
          topic: entry.topic,
          message: entry.message,
          publishedAt: entry.publishedAt,
          tag: entry.tag,
          ...(entry.attestation === undefined ? {} : { attestation: entry.attestation }),
        },
      },
    });

  const subscribe = (client: Client, topic: string): string => {
    client.topics.add(topic);
    return subscriptionId(topic, client);
  };

  /** Sends what is stored for the topics, after the subscribe answer has gone out. */
  const replay = (client: Client, topics: readonly string[]) => {
    for (const topic of topics) {
      for (const entry of liveMessages(topic)) {
        if (!isPublisher(entry, client)) push(client, entry);
      }
    }
  };

  const publish = (from: Client, request: PublishRequest) => {
    const { topic } = request;
    published.set(topic, (published.get(topic) ?? 0) + 1);
    const entry = messages.store(from, request);
    for (const client of clients) {
      if (client.topics.has(topic) && !isPublisher(entry, client)) push(client, entry);
    }
  };

  const publishRequest = (params: Params, fallbackTag: number): PublishRequest => ({
    topic: requireString(params, 'topic'),
    message: requireString(params, 'message'),
    ttlSeconds: optionalNumber(params, 'ttl') ?? DEFAULT_TTL_SECONDS,
    tag: optionalNumber(params, 'tag') ?? fallbackTag,
    attestation: optionalString(params, 'attestation'),
  });

  /** Answers one request; `after` runs once the answer is sent (replays). */
  const handlers: Record<
    string,
    (client: Client, params: Params) => { result: unknown; after?: () => void }
  > = {
    irn_subscribe: (client, params) => {
      const topic = requireString(params, 'topic');
      return { result: subscribe(client, topic), after: () => replay(client, [topic]) };
    },
    irn_batchSubscribe: (client, params) => {
      const topics = requireStrings(params, 'topics');
      return {
        result: topics.map((topic) => subscribe(client, topic)),
        after: () => replay(client, topics),
      };
    },
    irn_unsubscribe: (client, params) => {
      client.topics.delete(requireString(params, 'topic'));
      return { result: true };
    },
    irn_batchUnsubscribe: (client, params) => {
      const subscriptions = params.subscriptions;
      if (!Array.isArray(subscriptions)) {
        throw new InvalidParamsError('subscriptions must be an array');
      }
      for (const subscription of subscriptions) {
        client.topics.delete(requireString((subscription ?? {}) as Params, 'topic'));
      }
      return { result: true };
    },
    irn_publish: (client, params) => {
      publish(client, publishRequest(params, 0));
      return { result: true };
    },
    irn_batchFetchMessages: (client, params) => {
      const messages = requireStrings(params, 'topics').flatMap((topic) =>
        liveMessages(topic)
          .filter((entry) => !isPublisher(entry, client))
          .map(({ message, publishedAt, tag, attestation }) => ({
            topic,
            message,
            publishedAt,
            tag,
            ...(attestation === undefined ? {} : { attestation }),
          })),
      );
      return { result: { messages, hasMore: false } };
    },
    wc_proposeSession: (client, params) => {
      const pairingTopic = requireString(params, 'pairingTopic');
      const message = requireString(params, 'sessionProposal');
      subscribe(client, pairingTopic);
      publish(
        client,
        publishRequest({ ...params, topic: pairingTopic, message }, TAG_SESSION_PROPOSE_REQUEST),
      );
      return { result: true };
    },
    wc_approveSession: (client, params) => {
      const sessionTopic = requireString(params, 'sessionTopic');
      const pairingTopic = requireString(params, 'pairingTopic');
      const response = requireString(params, 'sessionProposalResponse');
      const settlement = requireString(params, 'sessionSettlementRequest');
      subscribe(client, sessionTopic);
      const { ttl } = params;
      publish(
        client,
        publishRequest(
          { ttl, topic: pairingTopic, message: response },
          TAG_SESSION_PROPOSE_RESPONSE,
        ),
      );
      publish(
        client,
        publishRequest(
          { ttl, topic: sessionTopic, message: settlement },
          TAG_SESSION_SETTLE_REQUEST,
        ),
      );
      return { result: true };
    },
  };

  const onMessage = (client: Client, data: RawData) => {
    let payload: { id?: JsonRpcId; method?: unknown; params?: unknown };
    try {
      payload = JSON.parse(data.toString()) as typeof payload;
    } catch {
      return; // not JSON: nothing to answer
    }
    // Answers to our irn_subscription pushes (acks) carry no method: ignored.
    if (typeof payload !== 'object' || payload === null || typeof payload.method !== 'string') {
      return;
    }
    const { id, method } = payload;
    methods.set(method, (methods.get(method) ?? 0) + 1);
    const handler = handlers[method];
    if (!handler) {
      send(client, {
        id,
        jsonrpc: '2.0',
        error: { code: JSON_RPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` },
      });
      return;
    }
    try {
      const params = (
        typeof payload.params === 'object' && payload.params !== null ? payload.params : {}
      ) as Params;
      const { result, after } = handler(client, params);
      send(client, { id, jsonrpc: '2.0', result });
      after?.();
    } catch (error) {
      const invalid = error instanceof InvalidParamsError;
      const detail = error instanceof Error ? error.message : String(error);
      send(client, {
        id,
        jsonrpc: '2.0',
        error: invalid
          ? { code: JSON_RPC_INVALID_PARAMS, message: `Invalid params: ${detail}` }
          : { code: JSON_RPC_INTERNAL_ERROR, message: detail },
      });
    }
  };

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    const client: Client = {
      socket,
      clientId: clientIdFromRelayUrl(request.url),
      topics: new Set(),
    };
    clients.add(client);
    connectionLog.push({
      clientId: client.clientId,
      remoteAddress: request.socket.remoteAddress,
    });
    socket.on('message', (data) => onMessage(client, data));
    socket.on('close', () => clients.delete(client));
    socket.on('error', () => socket.terminate());
  };

  const listen = (port: number) =>
    new Promise<WebSocketServer>((resolve, reject) => {
      const wss = new WebSocketServer({ host: LOOPBACK_HOST, port });
      wss.once('error', reject);
      wss.once('listening', () => {
        wss.off('error', reject);
        wss.on('error', () => undefined); // after listening: per-socket errors are handled there
        wss.on('connection', onConnection);
        pingTimer = setInterval(() => {
          for (const client of clients) client.socket.ping();
        }, pingIntervalMs);
        pingTimer.unref();
        resolve(wss);
      });
    });

  const close = async () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
    const closing = server;
    server = undefined;
    for (const client of clients) client.socket.terminate();
    clients.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  server = await listen(options.port ?? 0);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `ws://${LOOPBACK_HOST}:${port}`,
    port,
    get connections() {
      return clients.size;
    },
    connectionLog,
    published,
    methods,
    async restart(restartOptions = {}) {
      if (stopped) throw new Error('the relay is stopped');
      await close();
      await restartOptions.whileDown?.();
      server = await listen(port);
    },
    async stop() {
      stopped = true;
      await close();
      messages.clear();
    },
  };
}
