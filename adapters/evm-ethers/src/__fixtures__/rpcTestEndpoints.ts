/// <reference types="node" />
// Local HTTP endpoints on 127.0.0.1 that misbehave the way real RPC endpoints do, for the
// reader's failover, ranking, retry and abort tests. Each one stands in front of a real node
// (anvil) and counts the JSON-RPC methods it was asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const LOOPBACK_HOST = '127.0.0.1';
/** What the reader's ranking samples endpoints with. */
const PING_METHOD = 'eth_blockNumber';

export type EndpointBehaviour =
  /** Forwards every request to the node and its answer back. */
  | { readonly kind: 'healthy' }
  /** Forwards, but answers only after `delayMs`. */
  | { readonly kind: 'slow'; readonly delayMs: number }
  /** Answers HTTP 503 without asking the node. */
  | { readonly kind: 'unavailable' }
  /** Answers HTTP 200 with a JSON-RPC error of this code without asking the node. */
  | { readonly kind: 'rpcError'; readonly code: number };

export interface RpcTestEndpoint {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** JSON-RPC methods received, in order (while listening). */
  readonly methods: readonly string[];
  /** Requests whose method is not the ranking's ping (eth_blockNumber). */
  readonly readCount: number;
  /** Requests neither answered yet nor given up by the client (its connection closed). */
  readonly pendingRequests: number;
  behave(behaviour: EndpointBehaviour): void;
  /** Answers the next `count` reads (ranking pings aside) with HTTP 503, then behaves as set. */
  failNext(count: number): void;
  /** Goes dark: stops listening and drops every connection (clients get ECONNREFUSED). */
  goDark(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

export async function startRpcTestEndpoint(nodeUrl: string): Promise<RpcTestEndpoint> {
  let behaviour: EndpointBehaviour = { kind: 'healthy' };
  let failures = 0;
  const methods: string[] = [];
  let pendingRequests = 0;
  const sockets = new Set<Socket>();
  const lateAnswers = new Set<ReturnType<typeof setTimeout>>();

  const server: Server = createServer((request, response) => {
    pendingRequests += 1;
    response.once('close', () => (pendingRequests -= 1));
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const method = methodOf(body);
      methods.push(method);
      const failRead = failures > 0 && method !== PING_METHOD;
      if (failRead) failures -= 1;
      if (failRead || behaviour.kind === 'unavailable') {
        response.writeHead(503).end();
        return;
      }
      if (behaviour.kind === 'rpcError') {
        const error = { code: behaviour.code, message: `test endpoint error ${behaviour.code}` };
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: idOf(body), error }));
        return;
      }
      const delayMs = behaviour.kind === 'slow' ? behaviour.delayMs : 0;
      const answer = fetch(nodeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((upstream) => upstream.text());
      const late = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          lateAnswers.delete(timer);
          resolve();
        }, delayMs);
        lateAnswers.add(timer);
      });
      Promise.all([answer, late]).then(
        ([text]) => {
          if (response.destroyed) return;
          response.writeHead(200, { 'content-type': 'application/json' }).end(text);
        },
        () => response.destroy(),
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const timer of lateAnswers) clearTimeout(timer);
      lateAnswers.clear();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    methods,
    get readCount() {
      return methods.filter((method) => method !== PING_METHOD).length;
    },
    get pendingRequests() {
      return pendingRequests;
    },
    behave(next) {
      behaviour = next;
    },
    failNext(count) {
      failures = count;
    },
    goDark: stopListening,
    comeBack: () => listen(port),
    close: () => (server.listening ? stopListening() : Promise.resolve()),
  };
}

/** A URL on 127.0.0.1 where nothing listens: a dead endpoint (ECONNREFUSED at once). */
export async function deadRpcEndpointUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK_HOST, () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://${LOOPBACK_HOST}:${port}`;
}

function parse(body: string): { method?: unknown; id?: unknown } {
  try {
    return JSON.parse(body) as { method?: unknown; id?: unknown };
  } catch {
    return {};
  }
}

function methodOf(body: string): string {
  const { method } = parse(body);
  return typeof method === 'string' ? method : '?';
}

function idOf(body: string): unknown {
  return parse(body).id ?? null;
}
