/**
 * /api/*: the Portico server (wallet catalogue and blockchain data) on the page's own origin,
 * so the page's CSP needs no other connect-src. The prefix is stripped: /api/getWallets is
 * the server's /getWallets.
 *
 * The server writes its own absolute URLs into some answers (token icons, the on-ramp page):
 * the proxy tells it where it is mounted (X-Forwarded-Proto, -Host, -Prefix, which the demo's
 * server is configured to trust), so those URLs point at the page's origin. The page's Origin
 * and x-project-id are passed on, so the server's project allowlist applies through the proxy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from './requestBody';

/** The Portico server refuses bodies over 64 KiB itself; this only bounds what is buffered. */
const MAX_API_BODY_BYTES = 256 * 1024;
const API_TIMEOUT_MS = 30_000;
/**
 * What the Portico server reads of a page's request: its body's type, and who is asking, so
 * the server's per-project origin allowlist sees the page's Origin and project id as if the
 * page called it directly; and the sign-in session's bearer token (`Authorization`), which the
 * page's serverSessions() sends to read and end its session. Cookies are not passed on.
 */
const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'accept',
  'origin',
  'x-project-id',
  'authorization',
] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

export interface ApiProxyTarget {
  /** The Portico server, 'http://127.0.0.1:<port>'. */
  readonly serverUrl: string;
  /** Where the page sees it, 'http://127.0.0.1:<page port>/api'. */
  readonly publicUrl: string;
}

/** What the server needs to write URLs that work from the page. */
function forwardedHeaders(publicUrl: string): Record<string, string> {
  const url = new URL(publicUrl);
  return {
    'x-forwarded-proto': url.protocol.slice(0, -1),
    'x-forwarded-host': url.host,
    'x-forwarded-prefix': url.pathname,
  };
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
  const headers: Record<string, string> = forwardedHeaders(target.publicUrl);
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
  response.end(Buffer.from(await upstream.arrayBuffer()));
}
