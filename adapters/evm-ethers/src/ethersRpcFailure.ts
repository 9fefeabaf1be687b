/**
 * Reads ethers' request errors into the facts the shared failover decides on
 * (@portico/adapter-evm-common, rpc/rpcFailure.ts).
 *
 * - A JSON-RPC error: `JsonRpcProvider.getRpcError` keeps the node's error object in
 *   `info.error` (CALL_EXCEPTION, INSUFFICIENT_FUNDS, ...) or `error` (UNKNOWN_ERROR).
 * - An HTTP error status: SERVER_ERROR, with the `FetchResponse` in `response`.
 * - No reply: TIMEOUT, CANCELLED, NETWORK_ERROR, or what never reached ethers' parsing
 *   (fetch's TypeError for a refused connection, a Node system error).
 * - Any other ethers error (BAD_DATA: "response not JSON", ...) came from an unreadable reply.
 */
import { isError } from 'ethers';
import type { RpcFailureFacts } from '@portico/adapter-evm-common';

interface JsonRpcErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
}

const NO_REPLY_CODES = ['TIMEOUT', 'CANCELLED', 'NETWORK_ERROR'] as const;

export function describeEthersFailure(error: unknown): RpcFailureFacts {
  const { info, error: inner } = (error ?? {}) as {
    info?: { error?: JsonRpcErrorLike };
    error?: JsonRpcErrorLike;
  };
  const rpcError = info?.error ?? inner;
  if (typeof rpcError?.code === 'number') {
    const message = typeof rpcError.message === 'string' ? rpcError.message : '';
    return { reply: 'rpc', code: rpcError.code, message };
  }
  if (isError(error, 'SERVER_ERROR')) {
    const status = (error.response as { statusCode?: number } | undefined)?.statusCode;
    return status === undefined ? { reply: 'none' } : { reply: 'http', status };
  }
  if (NO_REPLY_CODES.some((code) => isError(error, code))) return { reply: 'none' };
  return isEthersError(error) ? { reply: 'unreadable' } : { reply: 'none' };
}

/** ethers' `makeError` gives every error a `shortMessage` and a string `code`. */
function isEthersError(error: unknown): boolean {
  const { code, shortMessage } = (error ?? {}) as { code?: unknown; shortMessage?: unknown };
  return typeof code === 'string' && typeof shortMessage === 'string';
}
