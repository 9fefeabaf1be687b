/**
 * A node's answer to a forwarded request, read while it streams and never past
 * config.rpcProxy.maxResponseBytes: a declared Content-Length over the cap is refused before
 * reading, and a body that grows past it is cancelled as soon as it does. Only then is it
 * parsed as JSON.
 */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

export async function readBoundedJson(response: Response, maxBytes: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(part.value);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}
