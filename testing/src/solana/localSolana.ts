import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiteSVM } from 'litesvm';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LOOPBACK_HOST } from '../net/freePort';
import { createLedger } from './rpcLedger';
import { createRpcMethods } from './rpcMethods';
import {
  positionalParams,
  requireAddress,
  RPC_INTERNAL_ERROR,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_PARSE_ERROR,
  RpcError,
} from './rpcParams';
import { createSubscriptions, type SubscriptionCall } from './rpcSubscriptions';
import type { LocalSolana, StartLocalSolanaOptions } from './localSolanaTypes';
import { toRpcJson } from './rpcJson';

/**
 * A local Solana node for tests: one LiteSVM (with the SPL Token, Token-2022 and Associated
 * Token Account programs) behind a JSON-RPC server on 127.0.0.1 that serves HTTP and
 * WebSocket on one port. See rpcMethods.ts and rpcSubscriptions.ts for the surface,
 * rpcLedger.ts for slots, blockhashes, preflight and fees.
 *
 *   const node = await startLocalSolana();
 *   const connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl });
 */

/** Requests larger than this are refused (a Solana transaction is at most 1232 bytes). */
const MAX_REQUEST_BYTES = 1024 * 1024;
/** How long stop() lets WebSocket clients answer the close handshake before cutting them off. */
const CLOSE_HANDSHAKE_WAIT_MS = 1000;
/** Code 1000 tells web3.js's socket client the close is intended: it then does not reconnect. */
const WS_NORMAL_CLOSURE = 1000;

interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

function errorResponse(id: unknown, error: unknown): JsonRpcResponse {
  if (error instanceof RpcError) {
    const body = {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    };
    return { jsonrpc: '2.0', id, error: body };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    jsonrpc: '2.0',
    id,
    error: { code: RPC_INTERNAL_ERROR, message: `Internal error: ${message}` },
  };
}

function readRequest(request: unknown): {
  id: unknown;
  method: string;
  params: readonly unknown[];
} {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new RpcError(RPC_INVALID_REQUEST, 'Invalid request');
  }
  const { method, params } = request as Record<string, unknown>;
  if (typeof method !== 'string')
    throw new RpcError(RPC_INVALID_REQUEST, 'Invalid request: method must be a string');
  return {
    id: (request as Record<string, unknown>).id ?? null,
    method,
    params: positionalParams(params),
  };
}

function requestId(request: unknown): unknown {
  return typeof request === 'object' && request !== null && 'id' in request
    ? (request as { id: unknown }).id
    : null;
}

export async function startLocalSolana(
  options: StartLocalSolanaOptions = {},
): Promise<LocalSolana> {
  const svm = new LiteSVM();
  const ledger = createLedger(svm);
  const methods = createRpcMethods(svm, ledger);
  const subscriptions = createSubscriptions(svm, ledger);

  function answerHttp(request: unknown): JsonRpcResponse {
    try {
      const { id, method, params } = readRequest(request);
      const handler = methods[method];
      if (!handler || !Object.hasOwn(methods, method))
        throw new RpcError(RPC_METHOD_NOT_FOUND, `Method not found: ${method}`);
      return { jsonrpc: '2.0', id, result: handler(params) };
    } catch (error) {
      return errorResponse(requestId(request), error);
    }
  }

  function answerSocket(
    socket: WebSocket,
    request: unknown,
  ): { response: JsonRpcResponse; afterReply?: () => void } {
    try {
      const { id, method, params } = readRequest(request);
      if (!subscriptions.handles(method)) return { response: answerHttp(request) };
      const call: SubscriptionCall = subscriptions.call(socket, method, params);
      return { response: { jsonrpc: '2.0', id, result: call.result }, afterReply: call.afterReply };
    } catch (error) {
      return { response: errorResponse(requestId(request), error) };
    }
  }

  function parse(text: string): { ok: true; value: unknown } | { ok: false } {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  }

  const parseErrorResponse = (): JsonRpcResponse =>
    errorResponse(null, new RpcError(RPC_PARSE_ERROR, 'Parse error'));

  function handleHttp(request: IncomingMessage, response: ServerResponse): void {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, solana-client');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST') {
      response
        .writeHead(405, { 'Content-Type': 'text/plain' })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        response
          .writeHead(413, { 'Content-Type': 'text/plain', Connection: 'close' })
          .end('Request too large');
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => {
      if (response.headersSent) return;
      const parsed = parse(Buffer.concat(chunks).toString('utf8'));
      let body: JsonRpcResponse | JsonRpcResponse[];
      if (!parsed.ok) body = parseErrorResponse();
      else if (Array.isArray(parsed.value)) body = parsed.value.map(answerHttp);
      else body = answerHttp(parsed.value);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(toRpcJson(body));
    });
    request.on('error', () => response.destroy());
  }

  function handleSocketMessage(socket: WebSocket, data: RawData): void {
    const parsed = parse(data.toString());
    if (!parsed.ok) {
      socket.send(JSON.stringify(parseErrorResponse()));
      return;
    }
    // web3.js pings with notifications (no id): they need no answer.
    if (
      typeof parsed.value === 'object' &&
      parsed.value !== null &&
      !Array.isArray(parsed.value) &&
      !('id' in parsed.value)
    ) {
      return;
    }
    const requests = Array.isArray(parsed.value) ? parsed.value : [parsed.value];
    const answers = requests.map((request) => answerSocket(socket, request));
    const responses = answers.map((answer) => answer.response);
    socket.send(toRpcJson(Array.isArray(parsed.value) ? responses : responses[0]));
    for (const answer of answers) answer.afterReply?.();
  }

  const server: Server = createServer(handleHttp);
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => handleSocketMessage(socket, data));
    socket.on('close', () => subscriptions.dropSocket(socket));
    socket.on('error', () => socket.terminate());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<void> | undefined;
  async function stop(): Promise<void> {
    subscriptions.close();
    const clients = [...sockets.clients];
    await Promise.all(
      clients.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const cutOff = setTimeout(() => socket.terminate(), CLOSE_HANDSHAKE_WAIT_MS);
            socket.once('close', () => {
              clearTimeout(cutOff);
              resolve();
            });
            socket.close(WS_NORMAL_CLOSURE, 'local Solana node stopping');
          }),
      ),
    );
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    wsUrl: `ws://${LOOPBACK_HOST}:${port}`,
    svm,
    fund(address, lamports) {
      ledger.airdrop(requireAddress(address, 'address'), lamports);
    },
    stop: () => (stopping ??= stop()),
  };
}
