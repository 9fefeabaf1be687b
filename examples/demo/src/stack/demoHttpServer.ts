/**
 * The one origin the page talks to (127.0.0.1 only): the built app with the security
 * headers, /api/* to the Portico server, /rpc/<chainId> to that chain's node, /solana to
 * the local Solana node and /bitcoin/api/* to the local Bitcoin node's Esplora API (an
 * allow-list: esploraProxy.ts). Anything else is not served.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { proxyApiRequest } from './apiProxy';
import { BodyTooLargeError, readRequestBody } from './requestBody';
import { DEMO_BITCOIN_PATH } from '../demoBitcoin';
import { DEMO_SOLANA_PATH } from '../demoSolana';
import { proxyEsploraRequest } from './esploraProxy';
import { proxyRpcRequest } from './rpcProxy';
import type { RpcMethodPolicy } from './rpcRequestFilter';
import { SECURITY_HEADERS } from './securityHeaders';
import { isAllowedSolanaMethod } from './solanaRpcMethods';
import { serveStaticFile } from './staticFiles';

export interface DemoHttpRoutes {
  /** The built app: a folder with index.html. */
  readonly distDir: string;
  /** The Portico server, 'http://127.0.0.1:<port>'. */
  readonly serverUrl: string;
  /** Each chain's node by chain id. */
  readonly nodeUrls: ReadonlyMap<number, string>;
  /** The local Solana node (JSON-RPC over HTTP), served at /solana. */
  readonly solanaNodeUrl?: string;
  /**
   * The local Bitcoin node's Esplora API, served at /bitcoin/api; undefined when the demo runs
   * without it (no litecoind on this machine): those requests are then answered with a 503.
   */
  readonly bitcoinEsploraUrl?: string;
  readonly log: (line: string) => void;
}

const API_PREFIX = '/api';
const RPC_PATH = /^\/rpc\/(\d{1,12})$/;
const MAX_RPC_BODY_BYTES = 1024 * 1024;
export const BITCOIN_NOT_RUNNING =
  'No Bitcoin node in this demo: litecoind is not installed (npm run setup:system as root)';

function answerText(response: ServerResponse, status: number, text: string, allow?: string) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    ...(allow !== undefined && { allow }),
  });
  response.end(text);
}

async function handleRpc(
  request: IncomingMessage,
  response: ServerResponse,
  nodeUrl: string,
  isAllowed?: RpcMethodPolicy,
): Promise<void> {
  if (request.method !== 'POST') {
    answerText(response, 405, 'JSON-RPC takes POST', 'POST');
    return;
  }
  const body = await readRequestBody(request, MAX_RPC_BODY_BYTES);
  const answer = await proxyRpcRequest(body.toString('utf8'), nodeUrl, isAllowed);
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(answer.body);
}

async function route(
  routes: DemoHttpRoutes,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // Only the path and query of the request line are used; the host header is not trusted.
  const url = new URL(request.url ?? '/', 'http://demo.invalid');
  const path = url.pathname;
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    const rest = path.slice(API_PREFIX.length) || '/';
    // The page's origin from the socket it came in on, not from the Host header.
    const publicUrl = `http://${request.socket.localAddress}:${request.socket.localPort}${API_PREFIX}`;
    const target = { serverUrl: routes.serverUrl, publicUrl };
    await proxyApiRequest(request, response, target, `${rest}${url.search}`);
    return;
  }
  if (path === DEMO_SOLANA_PATH) {
    if (routes.solanaNodeUrl) {
      await handleRpc(request, response, routes.solanaNodeUrl, isAllowedSolanaMethod);
    } else answerText(response, 404, 'No Solana node in this demo');
    return;
  }
  if (path === DEMO_BITCOIN_PATH || path.startsWith(`${DEMO_BITCOIN_PATH}/`)) {
    const rest = path.slice(DEMO_BITCOIN_PATH.length) || '/';
    if (routes.bitcoinEsploraUrl) {
      await proxyEsploraRequest(request, response, routes.bitcoinEsploraUrl, rest);
    } else answerText(response, 503, BITCOIN_NOT_RUNNING);
    return;
  }
  const rpc = RPC_PATH.exec(path);
  if (rpc) {
    const nodeUrl = routes.nodeUrls.get(Number(rpc[1]));
    if (nodeUrl) await handleRpc(request, response, nodeUrl);
    else answerText(response, 404, 'No such demo chain');
    return;
  }
  if (path.startsWith('/rpc/')) {
    answerText(response, 404, 'No such demo chain');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    answerText(response, 405, 'Method not allowed', 'GET, HEAD');
    return;
  }
  await serveStaticFile(routes.distDir, path, response, request.method === 'HEAD');
}

/** The demo's HTTP server, not yet listening. */
export function createDemoHttpServer(routes: DemoHttpRoutes): Server {
  return createServer((request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    route(routes, request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is never read: the connection closes after the answer, so the
        // client does not send its next request on it.
        if (!response.headersSent) {
          response.setHeader('connection', 'close');
          answerText(response, 413, 'Request body too large');
        }
        return;
      }
      routes.log(`demo server: ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) answerText(response, 502, 'The demo stack could not answer');
      else response.destroy();
    });
  });
}
