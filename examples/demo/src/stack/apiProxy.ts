/**
 * /api/*: the Portico server (wallet catalogue and blockchain data) on the page's own origin,
 * so the page's CSP needs no other connect-src. The prefix is stripped: /api/getWallets is
 * the server's /getWallets.
 *
 * The server writes its own absolute URLs into some answers (token icons:
 * http://127.0.0.1:<server port>/public/getTokenImage/PDT). The page may load images from its
 * own origin only, so JSON answers get those URLs rewritten to the /api path, as a reverse
 * proxy rewrites its upstream's Location headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from './requestBody';

/** The Portico server refuses bodies over 64 KiB itself; this only bounds what is buffered. */
const MAX_API_BODY_BYTES = 256 * 1024;
const API_TIMEOUT_MS = 30_000;
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

export interface ApiProxyTarget {
  /** The Portico server, 'http://127.0.0.1:<port>'. */
  readonly serverUrl: string;
  /** Where the page sees it, 'http://127.0.0.1:<page port>/api'. */
  readonly publicUrl: string;
}

/** The server's own URLs in a JSON answer, pointed at the proxy path instead. */
export function rewriteServerUrls(json: string, target: ApiProxyTarget): string {
  return json.split(`${target.serverUrl}/`).join(`${target.publicUrl}/`);
}

export async function proxyApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  target: ApiProxyTarget,
  pathAndQuery: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readRequestBody(request, MAX_API_BODY_BYTES) : undefined;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = await fetch(`${target.serverUrl}${pathAndQuery}`, {
    method,
    headers,
    body: body && new Uint8Array(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) response.setHeader(name, value);
  }
  response.writeHead(upstream.status);
  if (method === 'HEAD') {
    response.end();
    return;
  }
  const json = upstream.headers.get('content-type')?.startsWith('application/json') ?? false;
  response.end(
    json
      ? rewriteServerUrls(await upstream.text(), target)
      : Buffer.from(await upstream.arrayBuffer()),
  );
}
