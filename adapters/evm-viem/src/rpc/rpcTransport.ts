/**
 * The viem transport for an RpcPolicy. viem's: `http` per URL (its timeout, its JSON-RPC and
 * HTTP error types, AbortSignal down to `fetch`) and `fallback` across the URLs (an attempt
 * goes down the list until an endpoint answers). Ours: the order of that list, from a ranking
 * that can be stopped (./rankRpcEndpoints), and the spec's retries (./retryPolicy).
 */
import { createTransport, fallback, http, type EIP1193RequestFn, type Transport } from 'viem';
import type { RpcPolicy } from '@portico/adapter-evm-common';
import { startEndpointRanking, type PingEndpoint } from './rankRpcEndpoints';
import { retryWithPolicy } from './retryPolicy';

export interface PolicyTransport {
  readonly transport: Transport;
  /** Stops the ranking of the endpoints (there is none with a single URL). */
  stop(): void;
}

/** viem's own ranking ping: `net_listening`, with the ranking's timeout and no retries. */
const pingEndpoint: PingEndpoint<Transport> = (endpoint, { signal, timeoutMs }) =>
  endpoint({ retryCount: 0, timeout: timeoutMs }).request({ method: 'net_listening' }, { signal });

export function createPolicyTransport(policy: RpcPolicy): PolicyTransport {
  const endpoints: readonly Transport[] = policy.urls.map((url) =>
    http(url, { timeout: policy.requestTimeoutMs, retryCount: 0 }),
  );
  const ranking =
    endpoints.length > 1
      ? startEndpointRanking(endpoints, policy.ranking, pingEndpoint)
      : undefined;

  const transport: Transport = (parameters) => {
    // One viem fallback per ranking: an attempt walks the order that was current when it
    // started, even if a ranking round ends while it runs (it never meets an endpoint twice).
    let order: readonly Transport[] | undefined;
    let ranked: ReturnType<Transport> | undefined;
    const fallbackInOrder = (): ReturnType<Transport> => {
      const current = ranking?.current() ?? endpoints;
      if (current !== order || !ranked) {
        order = current;
        ranked = fallback(current, { retryCount: 0 })({ ...parameters, retryCount: 0 });
      }
      return ranked;
    };
    return createTransport({
      key: 'porticoRpc',
      name: 'Portico RPC (ranked fallback with retries)',
      type: 'porticoRpc',
      retryCount: 0,
      timeout: policy.requestTimeoutMs,
      request: ((args, options) => {
        const signal = options?.signal;
        return retryWithPolicy(
          () => fallbackInOrder().request(args, { signal, retryCount: 0 }),
          policy,
          signal,
        );
      }) as EIP1193RequestFn,
    });
  };

  return { transport, stop: () => ranking?.stop() };
}
