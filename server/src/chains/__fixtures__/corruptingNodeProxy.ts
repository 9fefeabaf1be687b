/**
 * Test fixture: a JSON-RPC proxy in front of a real anvil node that corrupts the `data` of
 * the logs of one transaction in its answers (single and batched). It stands for a
 * misbehaving or hostile node, which anvil itself cannot be: anvil only returns well-formed
 * logs. Everything else passes through unchanged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CorruptingNodeProxy {
  readonly url: string;
  /** Logs of this transaction get `data` of the right length that is not hex. */
  corrupt(transactionHash: string): void;
  stop(): Promise<void>;
}

/** 0x and 64 characters, none of them hex: the length of a word, not a number. */
export const CORRUPT_LOG_DATA = `0x${'zz'.repeat(32)}`;

export async function startCorruptingNodeProxy(nodeUrl: string): Promise<CorruptingNodeProxy> {
  const targets = new Set<string>();
  const rewrite = (answer: unknown): unknown => {
    if (Array.isArray(answer)) return answer.map(rewrite);
    const result = (answer as { result?: unknown } | null)?.result;
    if (!Array.isArray(result)) return answer;
    return {
      ...(answer as object),
      result: result.map((log: { transactionHash?: string }) =>
        typeof log === 'object' && log !== null && targets.has(log.transactionHash ?? '')
          ? { ...log, data: CORRUPT_LOG_DATA }
          : log,
      ),
    };
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        try {
          const answer = await fetch(nodeUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.concat(chunks),
          });
          const body = JSON.stringify(rewrite(await answer.json()));
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
        } catch {
          response.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    corrupt: (hash) => targets.add(hash.toLowerCase()),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
