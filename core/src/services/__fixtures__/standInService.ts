/**
 * Test fixture: a real HTTP server on 127.0.0.1 that stands in for a hosted service (the
 * wallet catalogue, the blockchain data API, the analytics endpoint). It records every
 * request (method, path, query, JSON body) and answers per route, so a test checks the exact
 * URL, parameters and body the client sends over a real socket. Routes not set answer 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  /** Every query parameter; a name sent twice would show as two entries. */
  readonly queryEntries: readonly (readonly [string, string])[];
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingMessage['headers'];
  /** The body parsed as JSON, or the raw text when it is not JSON, or undefined when empty. */
  readonly body: unknown;
}

export interface StandInReply {
  readonly status?: number;
  /** Sent as application/json. */
  readonly json?: unknown;
  /** Sent as is, with `contentType`. */
  readonly raw?: string | Buffer;
  readonly contentType?: string;
  /** Wait before answering (real time), to test in-flight de-duplication and aborts. */
  readonly delayMs?: number;
}

export type StandInRoute = StandInReply | ((request: RecordedRequest) => StandInReply);

export interface StandInService {
  /** `http://127.0.0.1:{port}` plus the prefix given to start. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `METHOD /path` (exact path, prefix not included) with `reply`. */
  route(methodAndPath: string, reply: StandInRoute): void;
  /** Requests whose path is `path`. */
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startStandInService(prefix = ''): Promise<StandInService> {
  const routes = new Map<string, StandInRoute>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const queryEntries = [...url.searchParams.entries()];
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path,
      queryEntries,
      query: Object.fromEntries(queryEntries),
      headers: incoming.headers,
      body: parseBody(text),
    };
    requests.push(request);
    const route = routes.get(`${request.method} ${path}`);
    const reply: StandInReply = !route
      ? { status: 404, json: { status: 'FAILED', reasons: [] } }
      : typeof route === 'function'
        ? route(request)
        : route;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.raw ?? '');
    response.writeHead(reply.status ?? 200, {
      'content-type':
        reply.contentType ?? (reply.json !== undefined ? 'application/json' : 'text/plain'),
    });
    response.end(body);
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    route(methodAndPath, reply) {
      routes.set(methodAndPath, reply);
    },
    requestsTo(path) {
      return requests.filter((request) => request.path === path);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A clock the test moves by hand. */
export function manualClock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * Timers driven by a manual clock: `after(ms, fn)` runs fn when the clock is advanced past
 * its time with `advance`. Same interface as core's Timers.
 */
export function manualTimers(clock = manualClock()) {
  let pending: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  return {
    clock,
    after(ms: number, fn: () => void) {
      const id = (nextId += 1);
      pending.push({ at: clock.now() + ms, fn, id });
      return () => {
        pending = pending.filter((timer) => timer.id !== id);
      };
    },
    clearAll() {
      pending = [];
    },
    pendingCount: () => pending.length,
    /** Moves the clock and runs every timer that came due, in order. */
    advance(ms: number) {
      clock.advance(ms);
      const due = pending.filter((timer) => timer.at <= clock.now()).sort((a, b) => a.at - b.at);
      pending = pending.filter((timer) => timer.at > clock.now());
      for (const timer of due) timer.fn();
    },
  };
}

/** Waits until `predicate` holds (real time), for results that arrive over a socket. */
export async function eventually(predicate: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
