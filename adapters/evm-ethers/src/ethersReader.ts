/**
 * An EvmReader on ethers v6: a `JsonRpcProvider` per endpoint (its fetch-based connection,
 * JSON-RPC framing and error decoding are ethers'), read through the shared RPC reader of
 * @portico/adapter-evm-common (ranking, failover with hedging, the spec's retries, 'Request
 * was aborted'). ethers' `FallbackProvider` is not used: see the README.
 */
import type { Network } from '@portico/core';
import {
  createRpcReader,
  type RpcPolicy,
  type RpcReader,
  type RpcRequestFn,
} from '@portico/adapter-evm-common';
import {
  JsonRpcProvider,
  Network as EthersNetwork,
  type JsonRpcError,
  type JsonRpcPayload,
  type JsonRpcResult,
} from 'ethers';
import { describeEthersFailure } from './ethersRpcFailure';
import { createRpcConnection } from './rpcConnection';

export type EthersReader = RpcReader;

/**
 * One endpoint's request function. It is `JsonRpcProvider._send` with an AbortSignal, which
 * `send()` does not take: the provider's connection (`_getConnection`), `cancel()` on abort,
 * and the provider's own decoding of a JSON-RPC error (`getRpcError`: CALL_EXCEPTION for a
 * revert, INSUFFICIENT_FUNDS, ...).
 */
export function ethersEndpoint(provider: JsonRpcProvider): RpcRequestFn {
  let nextId = 1;
  return async (method, params, signal) => {
    signal.throwIfAborted();
    const payload: JsonRpcPayload = { jsonrpc: '2.0', id: nextId++, method, params: [...params] };
    const connection = provider._getConnection();
    connection.body = JSON.stringify(payload);
    connection.setHeader('content-type', 'application/json');
    const sent = connection.send();
    const cancel = () => connection.cancel();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const response = await sent;
      response.assertOk();
      const reply = response.bodyJson as JsonRpcResult | JsonRpcError;
      if ('error' in reply) throw provider.getRpcError(payload, reply);
      return reply.result;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  };
}

/** One endpoint's provider: ethers' connection (rpcConnection.ts) to `url`, on a known chain. */
export function ethersProvider(url: string, chain: EthersNetwork, timeoutMs: number) {
  return new JsonRpcProvider(createRpcConnection(url, timeoutMs), chain, {
    staticNetwork: chain,
    cacheTimeout: -1, // no request cache: two reads in a row both reach the chain
  });
}

export function createEthersReader(network: Network, policy: RpcPolicy): EthersReader {
  const chain = new EthersNetwork(network.name, BigInt(network.id));
  const providers = policy.urls.map((url) => ethersProvider(url, chain, policy.requestTimeoutMs));
  const reader = createRpcReader({
    policy,
    endpoints: providers.map(ethersEndpoint),
    describeFailure: describeEthersFailure,
  });
  return Object.freeze({
    ...reader,
    destroy() {
      reader.destroy();
      for (const provider of providers) provider.destroy();
    },
  });
}
