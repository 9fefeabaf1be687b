/**
 * What a failed request means for failover and retries, whichever library made it. Each
 * binding reads its library's error types into `RpcFailureFacts` (what came back from the
 * endpoint); the rules that turn those facts into a decision are here, once:
 *
 * - 'answer': the chain itself said no (a revert, insufficient funds, a nonce too low). Every
 *   endpoint would say the same: it is thrown at once, no other endpoint is asked.
 * - 'transient': no answer, or one that may change (connection refused or reset, a timeout,
 *   HTTP 403/408/413/429/5xx, JSON-RPC -1, -32005, -32007, -32603, 429). The next endpoint is
 *   asked, and the whole round is retried after the backoff.
 * - 'endpoint': this endpoint cannot serve the request (method not found, bad params, HTTP 404,
 *   a reply that is not JSON-RPC, a result of the wrong form). The next endpoint is asked; no
 *   retry.
 *
 * The codes and statuses are the ones viem retries (`shouldRetry` in viem/utils/buildRequest.ts).
 */
export type RpcFailure = 'answer' | 'transient' | 'endpoint';

/** A failed request as the endpoint left it, read from the library's error by its binding. */
export type RpcFailureFacts =
  /** No reply at all: connection refused or reset, a timeout. */
  | { readonly reply: 'none' }
  /** An HTTP reply with an error status and no JSON-RPC error in it. */
  | { readonly reply: 'http'; readonly status: number }
  /** A JSON-RPC error object; `status` is the HTTP status it came with, when the library says. */
  | {
      readonly reply: 'rpc';
      readonly code: number;
      readonly message: string;
      readonly status?: number;
    }
  /** A reply that is not JSON-RPC (an HTML page, a truncated body). */
  | { readonly reply: 'unreadable' }
  /** A JSON-RPC result of the wrong form for the method (rpcAnswers.ts: "", null, "1e5"). */
  | { readonly reply: 'malformed' };

/** Reads a library's error; every binding gives one to `createRpcReader`. */
export type DescribeRpcFailure = (error: unknown) => RpcFailureFacts;

const TRANSIENT_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];
/** "Busy, try later": unknown, limit exceeded, internal error, rate limits. */
const TRANSIENT_RPC_CODES: readonly number[] = [-1, -32005, -32007, -32603, 429];
/** The endpoint does not serve the method: asking it again gets the same refusal. */
const METHOD_NOT_SERVED_CODES: readonly number[] = [-32601, -32004];
/** JSON-RPC code of "execution reverted" (EIP-1474; geth, anvil). */
const EXECUTION_REVERTED_CODE = 3;
/** The chain's own refusals, whatever the code a node sends them with. */
const CHAIN_ANSWER_MESSAGE =
  /revert|gas required exceeds allowance|insufficient funds|nonce too low|replacement transaction underpriced/i;

export function classifyRpcFailure(facts: RpcFailureFacts): RpcFailure {
  switch (facts.reply) {
    case 'none':
      return 'transient';
    case 'unreadable':
    case 'malformed':
      return 'endpoint';
    case 'http':
      return TRANSIENT_HTTP_STATUSES.includes(facts.status) ? 'transient' : 'endpoint';
    case 'rpc':
      if (facts.code === EXECUTION_REVERTED_CODE || CHAIN_ANSWER_MESSAGE.test(facts.message)) {
        return 'answer';
      }
      if (TRANSIENT_RPC_CODES.includes(facts.code)) return 'transient';
      if (METHOD_NOT_SERVED_CODES.includes(facts.code)) return 'endpoint';
      return facts.status !== undefined && TRANSIENT_HTTP_STATUSES.includes(facts.status)
        ? 'transient'
        : 'endpoint';
  }
}
