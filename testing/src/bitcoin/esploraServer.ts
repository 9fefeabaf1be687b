/**
 * The Esplora-style REST API over litecoind (node:http on 127.0.0.1). Routes, JSON shapes and
 * error texts are those of btc-design.md's "Esplora-style REST API"; addresses in and out are
 * Bitcoin regtest ones (regtestAddresses.ts translates). Errors are text bodies; every answer
 * carries `Access-Control-Allow-Origin: *`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressHistory } from './addressHistory';
import { addressJson, addressTxsJson, txJson, utxoJson } from './esploraViews';
import { LitecoindRpcError, type RpcCall } from './litecoind';
import type { NodeReader } from './nodeReader';
import {
  encodeBitcoinRegtestAddress,
  parseBitcoinRegtestAddress,
  regtestScriptHex,
} from './regtestAddresses';
import { LOOPBACK_HOST } from '../net/freePort';

/** sat/vB per confirmation target; a regtest node has no fee history to estimate from. */
export const DEFAULT_REGTEST_FEE_ESTIMATES: Readonly<Record<string, number>> = Object.freeze({
  '1': 3,
  '2': 2.5,
  '3': 2,
  '6': 1.5,
  '144': 1,
});

/** A POST /tx body above this is refused with 413 (a standard transaction is at most 400 kWU). */
export const MAX_TX_BODY_BYTES = 1_000_000;

export const ESPLORA_TEXTS = Object.freeze({
  invalidAddress: 'Invalid Bitcoin address',
  invalidTxid: 'Invalid transaction id',
  invalidTxHex: 'Invalid transaction hex',
  txNotFound: 'Transaction not found',
  notFound: 'Not found',
  bodyTooLarge: 'Request body too large',
  methodNotAllowed: 'Method not allowed',
});

export interface EsploraServerOptions {
  readonly reader: NodeReader;
  readonly history: AddressHistory;
  readonly rpc: RpcCall;
  readonly feeEstimates: Readonly<Record<string, number>>;
  /** Read at each POST /tx: true mines the accepted transaction before answering. */
  readonly autoMine: () => boolean;
  /** Mines one block (to the node's wallet). */
  readonly mineOne: () => Promise<void>;
}

export interface EsploraServer {
  readonly url: string;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

type Route = (match: RegExpExecArray, request: IncomingMessage) => Promise<Answer>;
type Answer = { status?: number; json?: unknown; text?: string };

const TXID = '([^/]+)';
const ADDRESS = '([^/]+)';

export async function startEsploraServer(options: EsploraServerOptions): Promise<EsploraServer> {
  const { reader, rpc, history } = options;
  const getRoutes: [RegExp, Route][] = [
    [
      new RegExp(`^/address/${ADDRESS}$`),
      ([, a]) =>
        withAddress(a!, (address, script) => addressJson(reader, history, address, script)),
    ],
    [
      new RegExp(`^/address/${ADDRESS}/txs(?:/(mempool|chain)(?:/${TXID})?)?$`),
      ([, a, which, last]) => {
        if (which !== 'chain' && last !== undefined)
          throw new HttpError(404, ESPLORA_TEXTS.notFound);
        const lastSeen = last === undefined ? undefined : txid(last);
        return withAddress(a!, (_address, script) =>
          addressTxsJson(
            reader,
            history,
            script,
            (which ?? 'all') as 'all' | 'mempool' | 'chain',
            lastSeen,
          ),
        );
      },
    ],
    [
      new RegExp(`^/address/${ADDRESS}/utxo$`),
      ([, a]) => withAddress(a!, (_address, script) => utxoJson(reader, script)),
    ],
    [
      new RegExp(`^/tx/${TXID}/hex$`),
      async ([, t]) => ({ text: (await reader.rawHex(txid(t!))) ?? notFoundTx() }),
    ],
    [
      new RegExp(`^/tx/${TXID}/status$`),
      async ([, t]) => ({ json: (await reader.status(txid(t!))) ?? notFoundTx() }),
    ],
    [
      new RegExp(`^/tx/${TXID}$`),
      async ([, t]) => {
        const id = txid(t!);
        const [tx, status] = await Promise.all([reader.tx(id), reader.status(id)]);
        if (!tx || !status) return notFoundTx();
        return { json: await txJson(reader, tx, status) };
      },
    ],
    [/^\/fee-estimates$/, async () => ({ json: options.feeEstimates })],
    [/^\/blocks\/tip\/height$/, async () => ({ text: String(await reader.tipHeight()) })],
    [/^\/blocks\/tip\/hash$/, async () => ({ text: await reader.tipHash() })],
  ];

  const postTx = async (request: IncomingMessage): Promise<Answer> => {
    const hex = (await readBody(request)).trim();
    if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) {
      throw new HttpError(400, ESPLORA_TEXTS.invalidTxHex);
    }
    let id: string;
    try {
      id = await rpc<string>('sendrawtransaction', [hex]);
    } catch (error) {
      if (error instanceof LitecoindRpcError) {
        // Esplora (electrs) passes the node's refusal on in this form.
        throw new HttpError(
          400,
          `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.reason })}`,
        );
      }
      throw error;
    }
    if (options.autoMine()) await options.mineOne();
    return { text: id };
  };

  const handle = async (request: IncomingMessage): Promise<Answer> => {
    const path =
      new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
    if (request.method === 'POST') {
      if (path === '/tx') return postTx(request);
      throw new HttpError(
        isGetPath(path) ? 405 : 404,
        isGetPath(path) ? ESPLORA_TEXTS.methodNotAllowed : ESPLORA_TEXTS.notFound,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new HttpError(405, ESPLORA_TEXTS.methodNotAllowed);
    }
    for (const [pattern, route] of getRoutes) {
      const match = pattern.exec(path);
      if (match) return route(match, request);
    }
    if (path === '/tx') throw new HttpError(405, ESPLORA_TEXTS.methodNotAllowed);
    throw new HttpError(404, ESPLORA_TEXTS.notFound);

    function isGetPath(p: string) {
      return getRoutes.some(([pattern]) => pattern.test(p));
    }
  };

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    handle(request).then(
      (answer) => send(response, answer.status ?? 200, answer, request.method === 'HEAD'),
      (error: unknown) => {
        if (error instanceof HttpError) {
          if (error.status === 413) {
            // An oversized body is not read to its end: answer, then close rather than drain it.
            response.setHeader('connection', 'close');
            response.once('finish', () => request.destroy());
          }
          send(response, error.status, { text: error.text }, false);
        } else {
          const reason = error instanceof LitecoindRpcError ? error.reason : String(error);
          send(response, 500, { text: `Node error: ${reason}` }, false);
        }
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${LOOPBACK_HOST}:${port}`, close: () => closeServer(server) };
}

function withAddress<T>(
  raw: string,
  view: (address: string, scriptHex: string) => Promise<T>,
): Promise<Answer> {
  let address: string;
  let scriptHex: string;
  try {
    const script = parseBitcoinRegtestAddress(decodeURIComponent(raw));
    // answered in its canonical form (bech32 in lower case), as Esplora does
    address = encodeBitcoinRegtestAddress(script);
    scriptHex = regtestScriptHex(script);
  } catch {
    throw new HttpError(400, ESPLORA_TEXTS.invalidAddress);
  }
  return view(address, scriptHex).then((json) => ({ json }));
}

function txid(raw: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw new HttpError(400, ESPLORA_TEXTS.invalidTxid);
  return raw.toLowerCase();
}

function notFoundTx(): never {
  throw new HttpError(404, ESPLORA_TEXTS.txNotFound);
}

function send(response: ServerResponse, status: number, answer: Answer, head: boolean): void {
  const isJson = answer.json !== undefined;
  const body = isJson ? JSON.stringify(answer.json) : (answer.text ?? '');
  response.writeHead(status, {
    'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(head ? undefined : body);
}

function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_TX_BODY_BYTES) {
    return Promise.reject(new HttpError(413, ESPLORA_TEXTS.bodyTooLarge));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    request.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_TX_BODY_BYTES) {
        done = true;
        reject(new HttpError(413, ESPLORA_TEXTS.bodyTooLarge));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
