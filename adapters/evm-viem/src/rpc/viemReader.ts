/**
 * An EvmReader on viem: viem's `http` transport per endpoint (its `fetch`, timeout, JSON-RPC
 * framing and error types, the AbortSignal down to `fetch`), read through the shared RPC reader
 * of @portico/adapter-evm-common (ranking, failover with hedging, the spec's retries, 'Request
 * was aborted'). viem's `fallback` is not used: it waits out an endpoint's whole timeout before
 * asking the next, and its ranking loop cannot be stopped (see the README).
 */
import { http, type EIP1193RequestFn } from 'viem';
import {
  createRpcReader,
  type RpcPolicy,
  type RpcReader,
  type RpcRequestFn,
} from '@portico/adapter-evm-common';
import type { Network } from '@portico/core';
import { describeViemFailure } from './viemRpcFailure';

/** One endpoint: viem's HTTP transport, with no retries of its own (the policy's are the only ones). */
export function viemEndpoint(url: string, timeoutMs: number): RpcRequestFn {
  const { request } = http(url, { timeout: timeoutMs, retryCount: 0 })({ retryCount: 0 });
  return (method, params, signal) =>
    (request as EIP1193RequestFn)({ method, params: [...params] }, { signal });
}

export function createViemReader(_network: Network, policy: RpcPolicy): RpcReader {
  return createRpcReader({
    policy,
    endpoints: policy.urls.map((url) => viemEndpoint(url, policy.requestTimeoutMs)),
    describeFailure: describeViemFailure,
  });
}
