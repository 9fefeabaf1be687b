/**
 * /bitcoin/api/*: the local Bitcoin node's Esplora-style REST API (@portico/testing/bitcoin) on
 * the page's own origin (the CSP allows connections to 'self' only). An allow-list: the paths
 * and methods the Bitcoin adapter and the demo wallet use (issue 19's design) pass; anything
 * else is answered here and never reaches the node. The REST layer reads the node and relays
 * transactions the wallet signed: nothing through it mines or spends from the node's own coins.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from './requestBody';

/** A Bitcoin address as the page writes one (bech32 or base58): letters and digits only. */
const ADDRESS = '[A-Za-z0-9]{14,90}';
const TXID = '[0-9a-fA-F]{64}';

interface EsploraRoute {
  readonly method: 'GET' | 'POST';
  readonly path: RegExp;
}

/** Every request the demo's Bitcoin side makes, and nothing else. */
const ESPLORA_ROUTES: readonly EsploraRoute[] = Object.freeze([
  { method: 'GET', path: new RegExp(`^/address/${ADDRESS}$`) },
  { method: 'GET', path: new RegExp(`^/address/${ADDRESS}/utxo$`) },
  { method: 'GET', path: new RegExp(`^/address/${ADDRESS}/txs$`) },
  { method: 'GET', path: new RegExp(`^/tx/${TXID}$`) },
  { method: 'GET', path: new RegExp(`^/tx/${TXID}/hex$`) },
  { method: 'GET', path: new RegExp(`^/tx/${TXID}/status$`) },
  { method: 'POST', path: /^\/tx$/ },
  { method: 'GET', path: /^\/fee-estimates$/ },
  { method: 'GET', path: /^\/blocks\/tip\/height$/ },
]);

/** A standard transaction weighs at most 400,000 WU: under 200 KB of hex. */
export const MAX_ESPLORA_BODY_BYTES = 256 * 1024;
const NODE_TIMEOUT_MS = 30_000;
const HEX_TRANSACTION = /^[0-9a-fA-F]+$/;

export type EsploraVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly status: 404 | 405;
      readonly message: string;
      readonly allow?: string;
    };

/** Whether `method` on `path` (relative to /bitcoin/api, no query) may reach the node. */
export function judgeEsploraRequest(method: string, path: string): EsploraVerdict {
  const matching = ESPLORA_ROUTES.filter((route) => route.path.test(path));
  if (matching.length === 0) {
    return {
      allowed: false,
      status: 404,
      message: `${path} is not available through the demo's Bitcoin proxy`,
    };
  }
  if (matching.some((route) => route.method === method)) return { allowed: true };
  return {
    allowed: false,
    status: 405,
    message: 'Method not allowed',
    allow: matching.map((route) => route.method).join(', '),
  };
}

function answerText(response: ServerResponse, status: number, text: string, allow?: string) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    ...(allow !== undefined && { allow }),
  });
  response.end(text);
}

/**
 * Answers one request for `path` (relative to /bitcoin/api): forwarded to `esploraUrl` when the
 * allow-list has it (its query dropped: no allowed route takes one), refused here otherwise.
 */
export async function proxyEsploraRequest(
  request: IncomingMessage,
  response: ServerResponse,
  esploraUrl: string,
  path: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  const verdict = judgeEsploraRequest(method, path);
  if (!verdict.allowed) {
    answerText(response, verdict.status, verdict.message, verdict.allow);
    return;
  }
  let body: string | undefined;
  if (method === 'POST') {
    body = (await readRequestBody(request, MAX_ESPLORA_BODY_BYTES)).toString('utf8').trim();
    if (!HEX_TRANSACTION.test(body)) {
      answerText(response, 400, 'The body is not a raw transaction in hex');
      return;
    }
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${esploraUrl}${path}`, {
      method,
      ...(body !== undefined && { body, headers: { 'content-type': 'text/plain' } }),
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    });
  } catch {
    answerText(response, 502, 'The demo Bitcoin node did not answer');
    return;
  }
  const contentType = upstream.headers.get('content-type') ?? 'text/plain; charset=utf-8';
  response.writeHead(upstream.status, { 'content-type': contentType });
  response.end(Buffer.from(await upstream.arrayBuffer()));
}
