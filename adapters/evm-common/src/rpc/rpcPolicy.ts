import {
  RPC_FALLBACK_POLLING_MS,
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  assertProjectIdFor,
  retryDelayMs,
  type Network,
} from '@portico/core';
import type { RpcPolicy } from '../library';
import type { EvmAdapterOptions } from '../options';

/** Portico's own choice: one request on one endpoint may take this long before it fails over. */
export const RPC_REQUEST_TIMEOUT_MS = 10_000;

/**
 * The RPC service URL of spec section 7: `{baseUrl}/v1/?chainId={caip2}&projectId={id}`.
 * The project id is added only when there is one (Portico's own server needs none).
 */
export function rpcServiceUrl(
  baseUrl: string,
  network: Network,
  projectId: string | undefined,
): string {
  const url = new URL('v1/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('chainId', network.caipNetworkId);
  if (projectId) url.searchParams.set('projectId', projectId);
  return url.toString();
}

/**
 * Endpoints for a network, in order: the app's URLs for it, the RPC service, then the
 * network's own default URLs (duplicates dropped), with the spec's ranking and retry numbers.
 */
export function rpcPolicyFor(network: Network, rpc: EvmAdapterOptions['rpc'] = {}): RpcPolicy {
  const service = rpc.service;
  if (service) assertProjectIdFor('chain RPC', service.baseUrl, service.projectId);
  const urls = [
    ...(rpc.urls?.[network.caipNetworkId] ?? []),
    ...(service ? [rpcServiceUrl(service.baseUrl, network, service.projectId)] : []),
    ...network.rpcUrls.default.http,
  ];
  return {
    urls: [...new Set(urls)],
    ranking: {
      intervalMs: RPC_FALLBACK_POLLING_MS,
      sampleCount: RPC_RANKING_SAMPLE_COUNT,
      timeoutMs: RPC_RANKING_TIMEOUT_MS,
      stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
      latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
    },
    retryCount: rpc.retryCount ?? RPC_RETRY_COUNT,
    retryDelayMs,
    requestTimeoutMs: rpc.requestTimeoutMs ?? RPC_REQUEST_TIMEOUT_MS,
  };
}
