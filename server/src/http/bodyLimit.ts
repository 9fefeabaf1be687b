/**
 * The request body size limit, enforced while the body streams in: a body is read chunk by
 * chunk and refused (413) as soon as it passes MAX_BODY_BYTES, whether it declares a
 * Content-Length or arrives chunked. Nothing past the limit is kept; the answer closes the
 * connection, so a hostile client cannot keep the server reading.
 *
 * `limitRequestBody()` runs first on every request (app.ts): it reads the body, bounded, and
 * puts the bytes back on the request, so whatever reads it later (a route's readJsonObject,
 * the project allowlist's look at the body) reads at most MAX_BODY_BYTES from memory.
 *
 * Every body a route reads is JSON, which is UTF-8 (RFC 8259): bytes that are not UTF-8 are a
 * 400 here, not characters silently replaced by U+FFFD. A body the client breaks off (an abort,
 * a garbled chunk) is the client's fault, a 400, and not logged as the server's.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { InvalidRequestError, PayloadTooLargeError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** The largest body any route accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

function tooLarge(maxBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError(SERVER_MESSAGES.bodyTooLarge(maxBytes));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The body's bytes, at most `maxBytes` of them; past that the stream is cancelled and 413. */
async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      throw new InvalidRequestError(SERVER_MESSAGES.bodyIncomplete);
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the request's body, bounded, once, and leaves a copy of it (at most `maxBytes`) on
 * `c.req.raw`; later calls and `c.req.text()` read that copy. A declared Content-Length over
 * the limit is refused before anything is read.
 */
export async function boundRequestBody(c: Context, maxBytes = MAX_BODY_BYTES): Promise<void> {
  const raw = c.req.raw;
  if (raw.body === null || raw.bodyUsed) return;
  const declared = Number(raw.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readBounded(raw.body, maxBytes);
  if (!isUtf8(bytes)) throw new InvalidRequestError(SERVER_MESSAGES.bodyNotUtf8);
  c.req.raw = new Request(raw, { body: bytes });
}

/** Every request's body, bounded as it streams; a refusal also closes the connection. */
export function limitRequestBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    try {
      await boundRequestBody(c, maxBytes);
    } catch (error) {
      // The rest of an oversized body is not read: tell the client the connection ends.
      if (error instanceof PayloadTooLargeError) c.header('connection', 'close');
      throw error;
    }
    await next();
  };
}
