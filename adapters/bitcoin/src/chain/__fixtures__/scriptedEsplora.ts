/**
 * A scripted Esplora-style server for the client's unit tests (test support): a real HTTP
 * server on 127.0.0.1 whose answers the test sets per path, so malformed answers, error
 * statuses and a server that never answers go over real HTTP. The real API (the local regtest
 * chain's) is in the integration tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  readonly status?: number;
  /** A string is sent as is; anything else as JSON. */
  readonly body?: unknown;
  /** Never answer (the client's timeout is what ends the request). */
  readonly hang?: boolean;
}

export interface ScriptedEsplora {
  readonly url: string;
  /** Sets what `METHOD path` answers ('GET /fee-estimates'). */
  answer(route: string, answer: ScriptedAnswer): void;
  /** Requests seen: 'METHOD path' and the body. */
  readonly requests: { route: string; body: string }[];
  stop(): Promise<void>;
}

export async function startScriptedEsplora(): Promise<ScriptedEsplora> {
  const answers = new Map<string, ScriptedAnswer>();
  const requests: { route: string; body: string }[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const route = `${request.method} ${request.url}`;
      requests.push({ route, body });
      const answer = answers.get(route) ?? { status: 404, body: 'Not found' };
      if (answer.hang) {
        hanging.add(response);
        return;
      }
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status ?? 200, {
        'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (route, answer) => answers.set(route, answer),
    requests,
    stop: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
