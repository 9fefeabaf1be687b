import type { IncomingMessage } from 'node:http';

/** A request body larger than the demo server accepts. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
  }
}

/** Reads a whole request body, refusing more than `limitBytes`. */
export async function readRequestBody(
  request: IncomingMessage,
  limitBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
