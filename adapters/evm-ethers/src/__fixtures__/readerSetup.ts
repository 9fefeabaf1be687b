// A Portico network for a local anvil node and RPC policies for the reader tests: the spec's
// numbers unless a test needs shorter ones (always said where it is used).
import type { RpcPolicy } from '@portico/adapter-evm-common';
import { RPC_REQUEST_TIMEOUT_MS } from '@portico/adapter-evm-common';
import {
  RPC_FALLBACK_POLLING_MS,
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  retryDelayMs,
  type Network,
} from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import type { AnvilInstance } from '@portico/testing';

export function localNetwork(node: AnvilInstance): Network {
  return defineNetwork({
    id: node.chainId,
    chainNamespace: 'eip155',
    name: `Local ${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    testnet: true,
  });
}

export interface PolicyOverrides {
  readonly ranking?: Partial<RpcPolicy['ranking']>;
  readonly retryCount?: number;
  readonly retryDelayMs?: (attempt: number) => number;
  readonly requestTimeoutMs?: number;
}

/** The spec's policy over `urls` (as `rpcPolicyFor` builds it), with a test's overrides. */
export function testPolicy(urls: readonly string[], overrides: PolicyOverrides = {}): RpcPolicy {
  return {
    urls,
    ranking: {
      intervalMs: RPC_FALLBACK_POLLING_MS,
      sampleCount: RPC_RANKING_SAMPLE_COUNT,
      timeoutMs: RPC_RANKING_TIMEOUT_MS,
      stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
      latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
      ...overrides.ranking,
    },
    retryCount: overrides.retryCount ?? RPC_RETRY_COUNT,
    retryDelayMs: overrides.retryDelayMs ?? retryDelayMs,
    requestTimeoutMs: overrides.requestTimeoutMs ?? RPC_REQUEST_TIMEOUT_MS,
  };
}

/** Resolves when `check()` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Milliseconds `run` took to settle, and its result or error. */
export async function timed<T>(
  run: () => Promise<T>,
): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await run();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}
