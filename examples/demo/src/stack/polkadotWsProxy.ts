/**
 * /polkadot/ws: the local Polkadot chain's JSON-RPC WebSocket (chopsticks) on the page's own
 * origin (the CSP allows connections to 'self' only). Each message the page sends is one
 * JSON-RPC call, checked against an allow-list (polkadotRpcMethods.ts) before it reaches the
 * chain: chopsticks' dev_* methods (set any storage, so mint any balance; build blocks; travel
 * in time) and anything else @polkadot/api does not use for the demo are answered here with a
 * JSON-RPC error and never reach the chain. What the chain sends (answers, subscription
 * notifications) goes to the page as it is. One connection to the chain per page connection.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { isAllowedPolkadotMethod } from './polkadotRpcMethods';
import {
  filterRpcRequest,
  RPC_INVALID_REQUEST,
  type JsonRpcErrorReply,
  type RpcMethodPolicy,
} from './rpcRequestFilter';

/** One call: a signed transfer is a few hundred bytes of hex; nothing the page sends is near. */
export const MAX_POLKADOT_MESSAGE_BYTES = 64 * 1024;
/** What the chain sends: the runtime's metadata is the largest answer (about 1 MB of hex). */
const MAX_CHAIN_MESSAGE_BYTES = 32 * 1024 * 1024;
/** Close codes (RFC 6455): unsupported data, going away, internal error. */
const CLOSE_UNSUPPORTED_DATA = 1003;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_INTERNAL_ERROR = 1011;

export type PolkadotMessageVerdict =
  /** The call to send to the chain (re-serialized from what was parsed). */
  | { readonly forward: string; readonly method: string }
  /** The JSON-RPC error to answer the page with; `method` when the message named one. */
  | { readonly reply: string; readonly method?: string };

const batchRefused = (): JsonRpcErrorReply => ({
  jsonrpc: '2.0',
  id: null,
  error: {
    code: RPC_INVALID_REQUEST,
    message: "Batches are not available through the demo's Polkadot proxy",
  },
});

/**
 * Judges one text message from the page: one JSON-RPC call whose method `isAllowed` is
 * forwarded; a refused method, malformed JSON or a batch (@polkadot/api sends none) is
 * answered with a JSON-RPC error.
 */
export function judgePolkadotMessage(
  text: string,
  isAllowed: RpcMethodPolicy = isAllowedPolkadotMethod,
): PolkadotMessageVerdict {
  let method: string | undefined;
  const filtered = filterRpcRequest(text, (asked) => {
    method = asked;
    return isAllowed(asked);
  });
  if (filtered.batch) return { reply: JSON.stringify(batchRefused()) };
  const call = filtered.forward[0];
  if (call) return { forward: JSON.stringify(call), method: call.method };
  return {
    reply: JSON.stringify(filtered.refused[0]),
    ...(method !== undefined && { method }),
  };
}

export interface PolkadotWsProxyOptions {
  /** The chain's own WebSocket URL; undefined when the demo runs without it (upgrades: 503). */
  readonly nodeWsUrl: () => string | undefined;
  /** Which methods pass (default: the demo's allow-list, polkadotRpcMethods.ts). */
  readonly isAllowed?: RpcMethodPolicy;
  /** Each call's method and whether it went to the chain (the stack logs refusals). */
  readonly onCall?: (method: string, allowed: boolean) => void;
}

export interface PolkadotWsProxy {
  /** Takes an upgrade request for the proxy's path over (answers it, or refuses it). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection, the page's and the chain's. */
  close(): void;
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A browser sends its page's origin with every WebSocket upgrade: one from another site's page
 * (not this server's origin) is refused. Node clients (the tests) send none.
 */
function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

export function createPolkadotWsProxy(options: PolkadotWsProxyOptions): PolkadotWsProxy {
  const isAllowed = options.isAllowed ?? isAllowedPolkadotMethod;
  const pages = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_POLKADOT_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const open = new Set<WebSocket>();
  const track = (socket: WebSocket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const relay = (page: WebSocket, nodeUrl: string) => {
    const node = new WebSocket(nodeUrl, { maxPayload: MAX_CHAIN_MESSAGE_BYTES });
    track(page);
    track(node);
    // Calls made before the chain's socket opens are sent, in order, once it has.
    const waiting: string[] = [];
    page.on('message', (data, isBinary) => {
      if (isBinary) {
        page.close(CLOSE_UNSUPPORTED_DATA, 'JSON-RPC text messages only');
        return;
      }
      const verdict = judgePolkadotMessage(textOf(data), isAllowed);
      if (verdict.method !== undefined) options.onCall?.(verdict.method, 'forward' in verdict);
      if ('reply' in verdict) page.send(verdict.reply);
      else if (node.readyState === WebSocket.OPEN) node.send(verdict.forward);
      else waiting.push(verdict.forward);
    });
    node.once('open', () => {
      for (const message of waiting.splice(0)) node.send(message);
    });
    node.on('message', (data, isBinary) => {
      if (page.readyState === WebSocket.OPEN) page.send(data, { binary: isBinary });
    });
    // The chain gone (stopped, restarting): the page's provider sees a closed socket and retries.
    node.once('close', () => {
      if (page.readyState === WebSocket.OPEN) page.close(CLOSE_GOING_AWAY, 'The chain closed');
    });
    node.once('error', () => {
      if (page.readyState === WebSocket.OPEN) page.close(CLOSE_INTERNAL_ERROR, 'No chain');
      node.terminate();
    });
    page.once('close', () => node.terminate());
    page.once('error', () => page.terminate());
  };

  return {
    handleUpgrade(request, socket, head) {
      if (!isSameOrigin(request)) {
        refuseUpgrade(socket, '403 Forbidden');
        return;
      }
      const nodeUrl = options.nodeWsUrl();
      if (nodeUrl === undefined) {
        refuseUpgrade(socket, '503 Service Unavailable');
        return;
      }
      pages.handleUpgrade(request, socket, head, (page) => relay(page, nodeUrl));
    },
    close() {
      for (const socket of open) socket.terminate();
      open.clear();
      pages.close();
    },
  };
}
