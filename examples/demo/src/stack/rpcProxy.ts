/**
 * /rpc/<chainId> and /solana: the page's JSON-RPC to a demo node, on the page's own origin (the
 * CSP allows connections to 'self' only). Calls pass through rpcRequestFilter first.
 */
import { filterRpcRequest, type JsonRpcErrorReply, type RpcMethodPolicy } from './rpcRequestFilter';

export interface RpcProxyAnswer {
  readonly status: number;
  readonly body: string;
}

const NODE_TIMEOUT_MS = 30_000;
const RPC_INTERNAL_ERROR = -32603;

const nodeUnreachable = (): JsonRpcErrorReply => ({
  jsonrpc: '2.0',
  id: null,
  error: { code: RPC_INTERNAL_ERROR, message: 'The demo chain did not answer' },
});

/** Forwards the allowed calls of `body` to `nodeUrl` and answers the others with an error. */
export async function proxyRpcRequest(
  body: string,
  nodeUrl: string,
  isAllowed?: RpcMethodPolicy,
): Promise<RpcProxyAnswer> {
  const { batch, forward, refused } = filterRpcRequest(body, isAllowed);
  if (forward.length === 0) {
    return { status: 200, body: JSON.stringify(batch ? refused : refused[0]) };
  }
  let text: string;
  try {
    const response = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch ? forward : forward[0]),
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    });
    text = await response.text();
  } catch {
    return { status: 502, body: JSON.stringify(nodeUnreachable()) };
  }
  if (!batch || refused.length === 0) return { status: 200, body: text };
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return { status: 502, body: JSON.stringify(nodeUnreachable()) };
  }
  const forwarded = Array.isArray(answers) ? answers : [answers];
  return { status: 200, body: JSON.stringify([...forwarded, ...refused]) };
}
