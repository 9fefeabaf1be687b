/// <reference types="node" />
// Local HTTP endpoints that misbehave the way real RPC endpoints do, for failover tests.
// Both listen on 127.0.0.1 only and count the JSON-RPC requests they receive, so a test can
// prove the adapter really tried them first.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const LOOPBACK_HOST = '127.0.0.1';

export interface RpcTestServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** HTTP requests received so far (each a JSON-RPC call or batch). */
  readonly requestCount: number;
  /** Stops listening and drops every open connection (pending requests fail). */
  close(): Promise<void>;
}

type Handler = (body: string, response: ServerResponse) => void;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function listen(handle: Handler): Promise<RpcTestServer> {
  let requestCount = 0;
  const server = createServer((request, response) => {
    requestCount += 1;
    readBody(request).then(
      (body) => handle(body, response),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    get requestCount() {
      return requestCount;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * An endpoint that is down in the worst way: it accepts the connection and reads the request,
 * then never answers (a hung node behind a load balancer). Only a client-side timeout ends
 * the call.
 */
export function startUnresponsiveRpcServer(): Promise<RpcTestServer> {
  return listen(() => undefined);
}

/**
 * A slow endpoint: forwards each request to `targetUrl` (a real node) and sends the node's
 * answer back only after `delayMs`.
 */
export function startLateRpcProxy(targetUrl: string, delayMs: number): Promise<RpcTestServer> {
  return listen((body, response) => {
    const answer = fetch(targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((upstream) => upstream.text());
    // unref: a pending late answer must not keep the test process alive after close().
    const late = new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    Promise.all([answer, late]).then(
      ([text]) => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(text);
      },
      () => response.destroy(),
    );
  });
}
