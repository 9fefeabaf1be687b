/**
 * The chain RPC route's input (spec 7, "Chain RPC ... Body: id, jsonrpc 2.0, method,
 * params"): one JSON-RPC 2.0 request, and the methods this server passes to a node. Only
 * reads and the broadcast of an already signed transaction are forwarded; a node's admin,
 * debug, mining and signing methods (anvil_*, debug_*, eth_sendTransaction, personal_*)
 * never are.
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  readonly jsonrpc: '2.0';
  readonly id: JsonRpcId;
  readonly method: string;
  readonly params?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

/** JSON-RPC 2.0's code for "the method does not exist / is not available". */
export const JSON_RPC_METHOD_NOT_FOUND = -32601;
/** Longer method names exist nowhere; longer text is not a method. */
const MAX_METHOD_LENGTH = 100;
/**
 * How deep params may nest (the params array or object is level 1). Real requests nest a
 * few levels (eth_getLogs topics: 4; an eth_call state override: 5); deeper ones would make
 * the JSON of the forwarded request overflow the stack.
 */
export const JSON_RPC_PARAMS_MAX_DEPTH = 16;

export const FORWARDED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_getCode',
  'eth_sendRawTransaction',
  'net_version',
]);

/**
 * The request in a JSON body, rebuilt from its four fields (nothing else reaches the node),
 * or 400. A batch (an array) is not accepted: readJsonObject refuses it before this.
 */
export function readJsonRpcRequest(body: Readonly<Record<string, unknown>>): JsonRpcRequest {
  const { jsonrpc, id, method, params } = body;
  const idOk =
    id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  const methodOk =
    typeof method === 'string' && method !== '' && method.length <= MAX_METHOD_LENGTH;
  const paramsOk = params === undefined || (typeof params === 'object' && params !== null);
  if (jsonrpc !== '2.0' || !idOk || !methodOk || !paramsOk) {
    throw new InvalidRequestError(SERVER_MESSAGES.rpcNotJsonRpcRequest);
  }
  if (params !== undefined && nestsDeeperThan(params, JSON_RPC_PARAMS_MAX_DEPTH)) {
    throw new InvalidRequestError(SERVER_MESSAGES.rpcParamsTooDeep(JSON_RPC_PARAMS_MAX_DEPTH));
  }
  return {
    jsonrpc,
    id: id as JsonRpcId,
    method,
    ...(params !== undefined && { params: params as JsonRpcRequest['params'] }),
  };
}

/** Whether arrays and objects in `value` nest deeper than `maxDepth`; without recursion. */
function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

export function isForwardedRpcMethod(method: string): boolean {
  return FORWARDED_RPC_METHODS.has(method);
}

/** The JSON-RPC answer to a method this server does not forward. */
export function methodNotAllowedResponse(request: JsonRpcRequest) {
  return {
    jsonrpc: '2.0' as const,
    id: request.id,
    error: {
      code: JSON_RPC_METHOD_NOT_FOUND,
      message: SERVER_MESSAGES.rpcMethodNotAllowed(request.method),
    },
  };
}
