/// <reference types="node" />
// Real HTTP endpoints on 127.0.0.1 for the RPC tests: a proxy in front of a local anvil node
// that can be slow, fail, or be closed, and that records what reached it; and the URL of a
// port nothing listens on. Test traffic never leaves the machine.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineNetwork, type Network } from '@portico/core/networks';
import { findFreePort, LOOPBACK_HOST, type AnvilInstance } from '@portico/testing';

export interface RecordedRpcRequest {
  /** Path and query as requested, e.g. `/v1/?chainId=eip155%3A31337&projectId=x`. */
  readonly path: string;
  /** JSON-RPC method (the first one of a batch). */
  readonly method: string;
  /** Date.now() when the request arrived. */
  readonly at: number;
}

export interface LocalRpcEndpoint {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Every request received, in order of arrival. */
  readonly requests: readonly RecordedRpcRequest[];
  /** The requests for one JSON-RPC method (ranking pings are `net_listening`). */
  requestsFor(method: string): RecordedRpcRequest[];
  /** Stops listening and drops open connections: the endpoint goes dark. */
  close(): Promise<void>;
}

export interface EndpointBehaviour {
  /** The node that answers (left out: every request fails with `failWithStatus`). */
  readonly upstream?: string;
  /** Hold every answer this long, or this long for a JSON-RPC method. */
  readonly delayMs?: number | ((method: string) => number);
  /** Fail the n-th request (0-based) with `failWithStatus` when this says so. */
  readonly fails?: (requestIndex: number) => boolean;
  /** HTTP status of a failure (default 503, which viem and Portico retry). */
  readonly failWithStatus?: number;
}

export async function startLocalRpcEndpoint(
  behaviour: EndpointBehaviour,
): Promise<LocalRpcEndpoint> {
  const requests: RecordedRpcRequest[] = [];
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const server = createServer((request, response) => {
    const index = requests.length;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = methodOf(body);
      requests.push({ path: request.url ?? '', method, at: Date.now() });
      const answer = () => void respond(behaviour, index, body, response);
      const { delayMs = 0 } = behaviour;
      const delay = typeof delayMs === 'function' ? delayMs(method) : delayMs;
      if (delay <= 0) return answer();
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer();
      }, delay);
      pending.add(timer);
      response.on('close', () => {
        clearTimeout(timer);
        pending.delete(timer);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    requests,
    requestsFor: (method) => requests.filter((r) => r.method === method),
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function respond(
  behaviour: EndpointBehaviour,
  index: number,
  body: string,
  response: ServerResponse,
): Promise<void> {
  if (response.destroyed) return;
  if (!behaviour.upstream || behaviour.fails?.(index)) {
    response.writeHead(behaviour.failWithStatus ?? 503, { 'content-type': 'text/plain' });
    response.end('local test endpoint: failing on purpose');
    return;
  }
  try {
    const upstream = await fetch(behaviour.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await upstream.text();
    if (response.destroyed) return;
    response.writeHead(upstream.status, { 'content-type': 'application/json' });
    response.end(text);
  } catch {
    response.destroy();
  }
}

function methodOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    return String((first as { method?: unknown } | undefined)?.method ?? '');
  } catch {
    return '';
  }
}

/** A proxy that forwards to `node` at once and records what passed through. */
export const startProxyToNode = (node: string) => startLocalRpcEndpoint({ upstream: node });

/** A proxy that forwards to `node` and holds every answer for `delayMs`. */
export const startSlowProxy = (node: string, delayMs: number) =>
  startLocalRpcEndpoint({ upstream: node, delayMs });

/** An endpoint that answers every request with HTTP `status`. */
export const startFailingEndpoint = (status = 503) =>
  startLocalRpcEndpoint({ failWithStatus: status });

/** The URL of a port on 127.0.0.1 that nothing listens on: connections are refused. */
export async function deadEndpointUrl(): Promise<string> {
  return `http://${LOOPBACK_HOST}:${await findFreePort()}`;
}

/** The Portico network of a local anvil node, its URL as the network's own RPC URL. */
export function anvilNetwork(node: AnvilInstance): Network {
  return defineNetwork({
    id: node.chainId,
    chainNamespace: 'eip155',
    name: 'Local Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    testnet: true,
  });
}

/** A raw JSON-RPC call to a node (anvil_* set-up methods included). */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

/** Resolves once `check()` is true; polls every 5 ms, fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
