/**
 * What a failed read means for failover and retries, from the error ethers gives:
 *
 * - 'answer': the chain itself said no (a revert, insufficient funds, an argument ethers
 *   refused). Every endpoint would say the same: it is thrown at once.
 * - 'transient': no answer, or an answer that may change (connection refused or reset, a
 *   timeout, HTTP 403/408/413/429/5xx, JSON-RPC -32603, -32005, -32007, 429, -1). The next
 *   endpoint is tried, and the whole round is retried later.
 * - 'endpoint': this endpoint cannot serve the request (method not found, bad params, a reply
 *   that is not JSON-RPC). The next endpoint is tried; no retry.
 *
 * The codes are the ones viem retries (viem/_esm/utils/buildRequest.js, `shouldRetry`).
 */
import { isError } from 'ethers';

export type RpcFailure = 'answer' | 'transient' | 'endpoint';

const CHAIN_ANSWER_CODES = new Set([
  'INSUFFICIENT_FUNDS',
  'NONCE_EXPIRED',
  'REPLACEMENT_UNDERPRICED',
  'ACTION_REJECTED',
  'INVALID_ARGUMENT',
  'MISSING_ARGUMENT',
  'UNEXPECTED_ARGUMENT',
  'NUMERIC_FAULT',
]);
const TRANSIENT_HTTP_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
const TRANSIENT_RPC_CODES = new Set([-32603, -32005, -32007, 429, -1]);
/** JSON-RPC code of "execution reverted" (EIP-1474 and geth, anvil). */
const EXECUTION_REVERTED_CODE = 3;
const REVERTED_MESSAGE = /revert|gas required exceeds allowance/i;

interface JsonRpcErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
}

export function classifyRpcFailure(error: unknown): RpcFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CHAIN_ANSWER_CODES.has(code)) return 'answer';
  if (isError(error, 'CALL_EXCEPTION')) {
    // ethers turns *any* JSON-RPC error of eth_call / eth_estimateGas into CALL_EXCEPTION,
    // a rate limit included; only a revert is the chain's answer.
    const rpcError = (error.info as { error?: JsonRpcErrorLike } | undefined)?.error;
    if (error.data != null || isRevert(rpcError)) return 'answer';
    return rpcError ? classifyRpcError(rpcError) : 'endpoint';
  }
  if (isError(error, 'UNKNOWN_ERROR')) {
    const rpcError = (error as { error?: JsonRpcErrorLike }).error;
    return rpcError ? classifyRpcError(rpcError) : 'transient';
  }
  if (isError(error, 'SERVER_ERROR')) {
    const status = (error.response as { statusCode?: number } | undefined)?.statusCode;
    return status === undefined || TRANSIENT_HTTP_STATUSES.has(status) ? 'transient' : 'endpoint';
  }
  if (isError(error, 'TIMEOUT') || isError(error, 'NETWORK_ERROR')) return 'transient';
  // Any other ethers error (BAD_DATA, UNSUPPORTED_OPERATION, ...) came from this endpoint's
  // reply. What is left never reached one: fetch's TypeError, a Node system error.
  return isEthersError(error) ? 'endpoint' : 'transient';
}

/** ethers' `makeError` gives every error a `shortMessage` and a string `code`. */
function isEthersError(error: unknown): boolean {
  const { code, shortMessage } = (error ?? {}) as { code?: unknown; shortMessage?: unknown };
  return typeof code === 'string' && typeof shortMessage === 'string';
}

function isRevert(rpcError: JsonRpcErrorLike | undefined): boolean {
  if (!rpcError) return false;
  return (
    rpcError.code === EXECUTION_REVERTED_CODE ||
    (typeof rpcError.message === 'string' && REVERTED_MESSAGE.test(rpcError.message))
  );
}

function classifyRpcError(rpcError: JsonRpcErrorLike): RpcFailure {
  if (isRevert(rpcError)) return 'answer';
  return typeof rpcError.code === 'number' && TRANSIENT_RPC_CODES.has(rpcError.code)
    ? 'transient'
    : 'endpoint';
}
