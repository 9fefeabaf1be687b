/**
 * Retries with the spec's backoff (section 9: min(1000 * 2^n, 30000) ms, 3 retries by
 * default). Each retry runs the whole list of endpoints again (./rpcTransport).
 *
 * Why not viem's own `retryCount` / `retryDelay`: viem waits `2^n * retryDelay` with no upper
 * bound (or whatever a Retry-After header asks), so a `retryCount` above 5 breaks the spec's
 * 30 s cap, and a policy's own `retryDelayMs` cannot be expressed. The waiting itself is
 * viem's `withRetry`, which stops at once when the request's AbortSignal aborts.
 */
import { BaseError, HttpRequestError, RpcRequestError, withRetry } from 'viem';
import type { RpcPolicy } from '@portico/adapter-evm-common';

/** JSON-RPC codes that say "busy, try later": unknown, limit exceeded, internal, rate limits. */
const RETRYABLE_RPC_CODES: readonly number[] = [-1, -32005, -32603, 429, -32007];
/** The node does not serve the method: asking again gets the same refusal. */
const METHOD_NOT_SERVED_CODES: readonly number[] = [-32601, -32004];
const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/**
 * Whether a failed request is worth another round: no answer at all (refused, reset, timed out),
 * a retryable HTTP status, or a "busy" JSON-RPC code. A node's definite answer (a revert,
 * invalid params) is not retried. These are the rules of viem's internal `shouldRetry`.
 */
export function isRetryableRpcError(error: Error): boolean {
  const status = httpStatusOf(error);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') {
    if (RETRYABLE_RPC_CODES.includes(code)) return true;
    if (METHOD_NOT_SERVED_CODES.includes(code)) return false;
    if (status === undefined) return false;
  }
  if (status !== undefined) return RETRYABLE_HTTP_STATUSES.includes(status);
  return true;
}

function httpStatusOf(error: Error): number | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const http = error.walk((e) => e instanceof HttpRequestError || e instanceof RpcRequestError);
  return (http as HttpRequestError | RpcRequestError | null)?.status;
}

/**
 * Runs `attempt`, and again up to `policy.retryCount` times while it fails with a retryable
 * error, waiting `policy.retryDelayMs(n)` before retry n (0-based). Rejects with the abort
 * error as soon as `signal` aborts, also in the middle of a wait.
 */
export function retryWithPolicy<T>(
  attempt: () => Promise<T>,
  policy: Pick<RpcPolicy, 'retryCount' | 'retryDelayMs'>,
  signal: AbortSignal | undefined,
): Promise<T> {
  return withRetry(attempt, {
    retryCount: policy.retryCount,
    delay: ({ count }) => policy.retryDelayMs(count),
    shouldRetry: ({ error }) => isRetryableRpcError(error),
    signal,
  });
}
