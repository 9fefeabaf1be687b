/**
 * Reads viem's request errors into the facts the shared failover decides on
 * (@portico/adapter-evm-common, rpc/rpcFailure.ts): a JSON-RPC error (`RpcRequestError`, under
 * whatever typed error viem wraps it in), an HTTP error status (`HttpRequestError`), a reply
 * that is not JSON, or no reply at all (refused, reset, `TimeoutError`).
 */
import { BaseError, HttpRequestError, RpcRequestError } from 'viem';
import type { RpcFailureFacts } from '@portico/adapter-evm-common';

export function describeViemFailure(error: unknown): RpcFailureFacts {
  if (!(error instanceof BaseError)) return { reply: 'none' };
  const rpcError = error.walk((e) => e instanceof RpcRequestError);
  if (rpcError instanceof RpcRequestError) {
    return {
      reply: 'rpc',
      code: rpcError.code,
      message: rpcError.details,
      status: rpcError.status,
    };
  }
  const httpError = error.walk((e) => e instanceof HttpRequestError);
  if (!(httpError instanceof HttpRequestError)) return { reply: 'none' };
  if (httpError.status !== undefined) return { reply: 'http', status: httpError.status };
  return httpError.cause instanceof SyntaxError ? { reply: 'unreadable' } : { reply: 'none' };
}
