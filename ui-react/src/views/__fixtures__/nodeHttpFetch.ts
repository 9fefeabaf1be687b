/**
 * Test fixture: jsdom has no `fetch`. This is a small one over node:http (a real socket to a
 * real local server), enough for core's service clients: GET/POST, status, text, blob, abort.
 */
import { request } from 'node:http';

interface MinimalResponse {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}

export function nodeHttpFetch(
  input: string | URL,
  init: RequestInit = {},
): Promise<MinimalResponse> {
  return new Promise((resolve, reject) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      reject(signal.reason ?? new Error('aborted'));
      return;
    }
    // core's http client passes headers as a plain object.
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const outgoing = request(
      String(input),
      { method: init.method ?? 'GET', headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = incoming.statusCode ?? 0;
          const contentType = String(incoming.headers['content-type'] ?? '');
          resolve({
            ok: status >= 200 && status < 300,
            status,
            text: async () => body.toString('utf8'),
            json: async () => JSON.parse(body.toString('utf8')) as unknown,
            blob: async () => new Blob([body], { type: contentType }),
          });
        });
      },
    );
    outgoing.on('error', reject);
    signal?.addEventListener('abort', () => {
      outgoing.destroy();
      reject(signal.reason ?? new Error('aborted'));
    });
    if (typeof init.body === 'string') outgoing.write(init.body);
    outgoing.end();
  });
}

/** Installs nodeHttpFetch as the global fetch for the current test file. */
export function useNodeHttpFetch(): void {
  const original = (globalThis as { fetch?: unknown }).fetch;
  beforeAll(() => {
    (globalThis as { fetch?: unknown }).fetch = nodeHttpFetch;
  });
  afterAll(() => {
    (globalThis as { fetch?: unknown }).fetch = original;
  });
}
