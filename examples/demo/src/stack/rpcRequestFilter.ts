/**
 * The JSON-RPC filter of the demo's node proxies, and the demo EVM chains' policy: what the page
 * may ask a demo chain's node through /rpc/<chainId> is JSON-RPC reads and
 * eth_sendRawTransaction of a transaction the wallet signed. Node cheat codes (anvil_*,
 * evm_*, hardhat_*) and node-side signing with the node's unlocked accounts are refused, so
 * the page cannot mint itself ether or spend from an account it holds no key for.
 */

export type JsonRpcId = string | number | null;

export interface JsonRpcCall {
  readonly jsonrpc: '2.0';
  readonly method: string;
  readonly id?: JsonRpcId;
  readonly params?: unknown;
}

export interface JsonRpcErrorReply {
  readonly jsonrpc: '2.0';
  readonly id: JsonRpcId;
  readonly error: { readonly code: number; readonly message: string };
}

/** The calls to forward, and the answers already decided for the others. */
export interface FilteredRpcRequest {
  readonly batch: boolean;
  readonly forward: readonly JsonRpcCall[];
  readonly refused: readonly JsonRpcErrorReply[];
}

export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
/** More calls than this in one batch is refused as a whole. */
export const MAX_RPC_BATCH_CALLS = 100;

const OTHER_ALLOWED_METHODS: ReadonlySet<string> = new Set(['net_version', 'web3_clientVersion']);

/** eth_* methods that would sign with the node's own (unlocked) accounts. */
const NODE_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

export function isAllowedRpcMethod(method: string): boolean {
  if (OTHER_ALLOWED_METHODS.has(method)) return true;
  return /^eth_[A-Za-z0-9_]+$/.test(method) && !NODE_SIGNING_METHODS.has(method);
}

const errorReply = (id: JsonRpcId, code: number, message: string): JsonRpcErrorReply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

function idOf(value: unknown): JsonRpcId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = (value as { id: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

function isJsonRpcCall(value: unknown): value is JsonRpcCall {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const call = value as Record<string, unknown>;
  const id = call.id;
  const idValid =
    id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
  return call.jsonrpc === '2.0' && typeof call.method === 'string' && idValid;
}

type CallVerdict = { readonly call: JsonRpcCall } | { readonly refusal: JsonRpcErrorReply };

/** Which methods a node behind the proxy answers for the page. */
export type RpcMethodPolicy = (method: string) => boolean;

function judgeCall(value: unknown, isAllowed: RpcMethodPolicy): CallVerdict {
  if (!isJsonRpcCall(value)) {
    return { refusal: errorReply(idOf(value), RPC_INVALID_REQUEST, 'Invalid request') };
  }
  if (!isAllowed(value.method)) {
    const message = `${value.method} is not available through the demo's RPC proxy`;
    return { refusal: errorReply(value.id ?? null, RPC_METHOD_NOT_FOUND, message) };
  }
  return { call: value };
}

/**
 * Parses a request body and splits its calls into forwarded and refused ones; the demo chains'
 * policy (isAllowedRpcMethod) unless another is given.
 */
export function filterRpcRequest(
  body: string,
  isAllowed: RpcMethodPolicy = isAllowedRpcMethod,
): FilteredRpcRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {
      batch: false,
      forward: [],
      refused: [errorReply(null, RPC_PARSE_ERROR, 'Parse error')],
    };
  }
  if (!Array.isArray(parsed)) {
    const verdict = judgeCall(parsed, isAllowed);
    return 'call' in verdict
      ? { batch: false, forward: [verdict.call], refused: [] }
      : { batch: false, forward: [], refused: [verdict.refusal] };
  }
  if (parsed.length === 0 || parsed.length > MAX_RPC_BATCH_CALLS) {
    return {
      batch: false,
      forward: [],
      refused: [errorReply(null, RPC_INVALID_REQUEST, 'Invalid request')],
    };
  }
  const forward: JsonRpcCall[] = [];
  const refused: JsonRpcErrorReply[] = [];
  for (const entry of parsed) {
    const verdict = judgeCall(entry, isAllowed);
    if ('call' in verdict) forward.push(verdict.call);
    else refused.push(verdict.refusal);
  }
  return { batch: true, forward, refused };
}
