/// <reference types="node" />
// Local JSON-RPC endpoints on 127.0.0.1 that misbehave the way real RPC endpoints do, for the
// failover, ranking, retry and abort tests of the shared RPC reader, of both library bindings
// and of the integration suite. Each one stands in front of a real node (anvil) and records
// the JSON-RPC methods it was asked. Test traffic never leaves the machine.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
// Not in evm-common's public index: which method ranks endpoints, read from evm-common's
// sources (this package is never built or published).
import { RANKING_PING_METHOD } from '../../../adapters/evm-common/src/rpc/rpcClient';

const LOOPBACK_HOST = '127.0.0.1';

export type RpcTestBehaviour =
  /** Forwards every request to the node and its answer back, after `delayMs` (0: at once). */
  | { readonly kind: 'forward'; readonly delayMs?: number | ((method: string) => number) }
  /** Reads every request and never answers (a hung node behind a load balancer). */
  | { readonly kind: 'silent' }
  /** Answers every request with this HTTP status without asking the node. */
  | { readonly kind: 'httpError'; readonly status: number }
  /** Answers HTTP 200 with a JSON-RPC error of this code without asking the node. */
  | { readonly kind: 'rpcError'; readonly code: number }
  /** Answers HTTP 200 with a page that is not JSON-RPC. */
  | { readonly kind: 'notJsonRpc' }
  /**
   * A mock node: answers every request (pings too) with this JSON-RPC `result`, without asking
   * the node (`undefined`: a reply with no `result` member at all).
   */
  | { readonly kind: 'result'; readonly result: unknown };

export interface RecordedRpcRequest {
  /** Path and query as requested, e.g. `/v1/?chainId=eip155%3A31337&projectId=x`. */
  readonly path: string;
  /** The JSON-RPC method. */
  readonly method: string;
  /** performance.now() when the request arrived. */
  readonly at: number;
}

export interface RpcTestServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** HTTP requests received so far (each a JSON-RPC call or batch), ranking pings included. */
  readonly requestCount: number;
  /** Every request received, in order of arrival. */
  readonly requests: readonly RecordedRpcRequest[];
  /** The requests for one JSON-RPC method. */
  requestsFor(method: string): RecordedRpcRequest[];
  /** Requests other than ranking pings (`eth_blockNumber`). */
  readonly readCount: number;
  /** Requests neither answered yet nor given up by the client (its connection closed). */
  readonly pendingRequests: number;
  behave(behaviour: RpcTestBehaviour): void;
  /** Answers the next `count` reads (ranking pings aside) with HTTP 503, then behaves as set. */
  failNext(count: number): void;
  /** Goes dark: stops listening and drops every connection (clients get ECONNREFUSED). */
  goDark(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

/** An endpoint in front of the node at `nodeUrl`, forwarding at once until told otherwise. */
export async function startRpcTestServer(
  nodeUrl: string,
  initial: RpcTestBehaviour = { kind: 'forward' },
): Promise<RpcTestServer> {
  let behaviour = initial;
  let failures = 0;
  let pendingRequests = 0;
  const requests: RecordedRpcRequest[] = [];
  const sockets = new Set<Socket>();
  const lateAnswers = new Set<ReturnType<typeof setTimeout>>();

  const server = createServer((request, response) => {
    pendingRequests += 1;
    response.once('close', () => (pendingRequests -= 1));
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const method = methodOf(body);
      requests.push({ path: request.url ?? '', method, at: performance.now() });
      const failRead = failures > 0 && method !== RANKING_PING_METHOD;
      if (failRead) failures -= 1;
      const now = failRead ? ({ kind: 'httpError', status: 503 } as const) : behaviour;
      if (now.kind === 'silent') return;
      if (now.kind === 'httpError') {
        response.writeHead(now.status, { 'content-type': 'text/plain' }).end('failing on purpose');
      } else if (now.kind === 'rpcError') {
        const error = { code: now.code, message: `test endpoint error ${now.code}` };
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: idOf(body), error }));
      } else if (now.kind === 'notJsonRpc') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not here</html>');
      } else if (now.kind === 'result') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: idOf(body), result: now.result }));
      } else {
        const delayMs = typeof now.delayMs === 'function' ? now.delayMs(method) : now.delayMs;
        forward(nodeUrl, body, delayMs ?? 0, response, lateAnswers);
      }
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
    requests,
    requestsFor: (method) => requests.filter((r) => r.method === method),
    get requestCount() {
      return requests.length;
    },
    get readCount() {
      return requests.filter((r) => r.method !== RANKING_PING_METHOD).length;
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

function forward(
  nodeUrl: string,
  body: string,
  delayMs: number,
  response: ServerResponse,
  lateAnswers: Set<ReturnType<typeof setTimeout>>,
): void {
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
}

/**
 * An endpoint that is down in the worst way: it accepts the connection and reads the request,
 * then never answers. Only a client-side timeout, or hedging, ends the call.
 */
export function startUnresponsiveRpcServer(): Promise<RpcTestServer> {
  // No node behind it: a silent endpoint never forwards.
  return startRpcTestServer('http://127.0.0.1:9', { kind: 'silent' });
}

/** A slow endpoint: forwards to `targetUrl` and answers only after `delayMs`. */
export function startLateRpcProxy(targetUrl: string, delayMs: number): Promise<RpcTestServer> {
  return startRpcTestServer(targetUrl, { kind: 'forward', delayMs });
}

/** A URL on 127.0.0.1 where nothing listens: a dead endpoint (ECONNREFUSED at once). */
export async function deadRpcUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK_HOST, () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://${LOOPBACK_HOST}:${port}`;
}

/** A raw JSON-RPC call to a node, for test set-up (anvil_setCode, anvil_setBalance...). */
export async function rawRpc(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

function parse(body: string): { method?: unknown; id?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return ((Array.isArray(parsed) ? parsed[0] : parsed) ?? {}) as {
      method?: unknown;
      id?: unknown;
    };
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
