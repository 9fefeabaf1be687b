/**
 * The sign-in API on Node's own HTTP server (node:http, or anything that passes its
 * IncomingMessage and ServerResponse: Express, Fastify's raw request, Next's custom server).
 * Bodies are read bounded (64 KiB by default) while they stream, must be UTF-8 JSON objects sent
 * as application/json (so a page can only post one after a CORS preflight), and a refusal is
 * answered like every other: `{ status, message, reasons }`. CORS is the host's business.
 */
import type { SiwxServer } from '../siwxServer';
import { SIWX_MESSAGES } from '../siwxMessages';
import { createSiwxHttpHandler, siwxErrorBody, type SiwxHttpResponse } from './siwxHttpApi';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * What the handler reads of node:http's IncomingMessage (declared here so that the package's
 * types do not need @types/node in an app that never uses this handler).
 */
export interface NodeRequestLike extends AsyncIterable<Uint8Array> {
  readonly method?: string;
  readonly url?: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** A TLS socket has `encrypted: true`. */
  readonly socket: object;
}

/** What the handler writes through node:http's ServerResponse. */
export interface NodeResponseLike {
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string): unknown;
}

export interface SiwxNodeHandlerOptions {
  /** Where the API is mounted: '/auth' serves /auth/v1/siwx/nonce (default '': at the root). */
  readonly basePath?: string;
  /** The largest request body, in bytes (default 64 KiB). */
  readonly maxBodyBytes?: number;
  /**
   * Behind a TLS-terminating proxy that sets X-Forwarded-Proto itself: read it to know the
   * client used https (the cookie is then Secure). Default false: only a TLS socket counts.
   */
  readonly trustForwardedProto?: boolean;
}

/** true when the request was answered; false when it is not a sign-in route (the caller goes on). */
export type SiwxNodeHandler = (
  request: NodeRequestLike,
  response: NodeResponseLike,
) => Promise<boolean>;

class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** One header's value (repeated headers joined, as node:http does for most). */
function headerOf(request: NodeRequestLike, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

async function readJsonBody(request: NodeRequestLike, maxBytes: number): Promise<unknown> {
  const contentType = headerOf(request, 'content-type');
  const length = headerOf(request, 'content-length');
  const chunked = headerOf(request, 'transfer-encoding') !== undefined;
  if (contentType === undefined && !chunked && (length === undefined || length === '0')) {
    return undefined;
  }
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw new BodyError(415, SIWX_MESSAGES.bodyNotJsonMediaType);
  }
  if (length !== undefined && Number(length) > maxBytes) {
    throw new BodyError(413, SIWX_MESSAGES.bodyTooLarge(maxBytes));
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyError(413, SIWX_MESSAGES.bodyTooLarge(maxBytes));
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, SIWX_MESSAGES.bodyNotUtf8);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError(400, SIWX_MESSAGES.bodyNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BodyError(400, SIWX_MESSAGES.bodyNotJson);
  }
  return parsed;
}

function send(response: NodeResponseLike, answer: SiwxHttpResponse): void {
  const headers: Record<string, string> = { ...answer.headers };
  const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  if (body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  response.writeHead(answer.status, headers);
  response.end(body);
}

export function createSiwxNodeHandler(
  server: SiwxServer,
  options: SiwxNodeHandlerOptions = {},
): SiwxNodeHandler {
  const handle = createSiwxHttpHandler(server);
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${basePath}/`)) return false;
    const tls = (request.socket as { encrypted?: unknown }).encrypted === true;
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    try {
      const answer = await handle({
        method: request.method ?? 'GET',
        path: url.pathname.slice(basePath.length),
        query: url.searchParams,
        header: (name) => headerOf(request, name),
        readBody: () => readJsonBody(request, maxBodyBytes),
        secure: tls || (options.trustForwardedProto === true && forwarded === 'https'),
      });
      if (!answer) return false;
      send(response, answer);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      if (error.status === 413) response.setHeader('connection', 'close');
      send(response, {
        status: error.status,
        body: siwxErrorBody(error.status, error.message),
        headers: { 'cache-control': 'no-store' },
      });
    }
    return true;
  };
}
