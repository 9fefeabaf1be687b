/**
 * The sign-in API on Node's own HTTP server (node:http, or anything that passes its
 * IncomingMessage and ServerResponse: Express, Fastify's raw request, Next's custom server).
 * Bodies are read bounded (64 KiB by default) while they stream, must be UTF-8 JSON objects sent
 * as application/json (so a page can only post one after a CORS preflight), and a refusal is
 * answered like every other: `{ status, message, reasons }`. CORS is the host's business.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { SiwxServer } from '../siwxServer';
import { SIWX_MESSAGES } from '../siwxMessages';
import { createSiwxHttpHandler, siwxErrorBody, type SiwxHttpResponse } from './siwxHttpApi';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

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
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<boolean>;

class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const contentType = request.headers['content-type'];
  const length = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (contentType === undefined && !chunked && (length === undefined || length === '0')) {
    return undefined;
  }
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw new BodyError(415, SIWX_MESSAGES.bodyNotJsonMediaType);
  }
  if (length !== undefined && Number(length) > maxBytes) {
    throw new BodyError(413, SIWX_MESSAGES.bodyTooLarge(maxBytes));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyError(413, SIWX_MESSAGES.bodyTooLarge(maxBytes));
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
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

function send(response: ServerResponse, answer: SiwxHttpResponse): void {
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
    const tls = (request.socket as TLSSocket).encrypted === true;
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    try {
      const answer = await handle({
        method: request.method ?? 'GET',
        path: url.pathname.slice(basePath.length),
        query: url.searchParams,
        header: (name) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        },
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
