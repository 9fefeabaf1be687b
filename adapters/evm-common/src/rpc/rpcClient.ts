/**
 * JSON-RPC requests over a policy's endpoints, whichever library sends them: each request goes
 * through the endpoints in ranked order (endpointRanking.ts) with failover and hedging
 * (endpointFailover.ts), and is retried with the spec's backoff (retryWithBackoff.ts). The
 * library gives one request function per endpoint (its transport, JSON-RPC and error types)
 * and reads its own errors into facts (rpcFailure.ts).
 *
 * Each answer is read by the request's `read` (rpcAnswers.ts) as it arrives: an endpoint whose
 * result has the wrong form has failed ('malformed', rpcFailure.ts) and the next one is asked.
 *
 * A request stopped by its caller's signal, or by `destroy()`, rejects at once with
 * 'Request was aborted' and aborts what it had sent. Ranking starts with the first request.
 */
import type { RpcPolicy } from '../library';
import { RequestAbortedError } from './requestAborted';
import { requestWithFailover, type RpcRequestFn } from './endpointFailover';
import { createEndpointRanking } from './endpointRanking';
import { retryWithBackoff } from './retryWithBackoff';
import { MalformedRpcAnswerError, readQuantity, type RpcAnswerReader } from './rpcAnswers';
import { classifyRpcFailure, type DescribeRpcFailure } from './rpcFailure';

/** What ranking pings endpoints with: every node serves it, and it costs the node nothing. */
export const RANKING_PING_METHOD = 'eth_blockNumber';

export interface RpcClientOptions {
  readonly policy: RpcPolicy;
  /** One request function per URL of `policy.urls`, in the same order. */
  readonly endpoints: readonly RpcRequestFn[];
  readonly describeFailure: DescribeRpcFailure;
}

export interface RpcRequestOptions<T> {
  readonly signal?: AbortSignal;
  /** Checks and reads the result; a throw is that endpoint's failure. Default: the raw result. */
  readonly read?: RpcAnswerReader<T>;
}

export interface RpcClient {
  request<T = unknown>(
    method: string,
    params: readonly unknown[],
    options?: RpcRequestOptions<T>,
  ): Promise<T>;
  /** The URLs in the order the next request tries them (ranked once sampling has begun). */
  rankedUrls(): readonly string[];
  /** Stops ranking, aborts the requests in flight and refuses new ones. */
  destroy(): void;
}

export function createRpcClient(options: RpcClientOptions): RpcClient {
  const { policy, endpoints, describeFailure } = options;
  const endpoint = (index: number) => endpoints[index] as RpcRequestFn;
  const classify = (error: unknown) =>
    classifyRpcFailure(
      error instanceof MalformedRpcAnswerError ? { reply: 'malformed' } : describeFailure(error),
    );
  const ranking = createEndpointRanking({
    endpointCount: endpoints.length,
    ranking: policy.ranking,
    // A ping answered with garbage is no answer: such an endpoint ranks last.
    ping: (index, signal) =>
      endpoint(index)(RANKING_PING_METHOD, [], signal).then((answer) =>
        readQuantity(RANKING_PING_METHOD, answer),
      ),
  });
  // One controller per request, so that many requests at once never pile listeners on one signal.
  const inFlight = new Set<AbortController>();
  let destroyed = false;

  async function request<T = unknown>(
    method: string,
    params: readonly unknown[],
    { signal, read = (_method, answer) => answer as T }: RpcRequestOptions<T> = {},
  ): Promise<T> {
    if (destroyed || signal?.aborted) throw new RequestAbortedError({ cause: signal?.reason });
    ranking.start();
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    inFlight.add(controller);
    try {
      return await retryWithBackoff(
        () =>
          requestWithFailover({
            order: ranking.order(),
            stallMs: policy.ranking.timeoutMs,
            signal: controller.signal,
            send: async (index, sendSignal) =>
              read(method, await endpoint(index)(method, params, sendSignal)),
            classify,
          }),
        {
          retryCount: policy.retryCount,
          retryDelayMs: (attempt) => policy.retryDelayMs(attempt),
          signal: controller.signal,
        },
      );
    } catch (error) {
      if (controller.signal.aborted) throw new RequestAbortedError({ cause: error });
      throw error;
    } finally {
      inFlight.delete(controller);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    request,
    rankedUrls: () => ranking.order().map((index) => policy.urls[index] as string),
    destroy() {
      destroyed = true;
      ranking.stop();
      for (const controller of inFlight) controller.abort();
    },
  };
}
