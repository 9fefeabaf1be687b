/**
 * An EvmReader over ethers v6: a `JsonRpcProvider` per endpoint (JSON-RPC, result formatting
 * and error decoding are ethers'), ordered by endpoint ranking, read through failover
 * (endpointFailover.ts) and retried with the spec's backoff (retryWithBackoff.ts). Aborting a
 * read, or destroying the reader, rejects it with 'Request was aborted'.
 */
import type { Network } from '@portico/core';
import {
  RequestAbortedError,
  type EvmReader,
  type Hex,
  type RpcPolicy,
} from '@portico/adapter-evm-common';
import { getBigInt, JsonRpcProvider, Network as EthersNetwork } from 'ethers';
import { createEndpointRanking } from './endpointRanking';
import { requestWithFailover } from './endpointFailover';
import { retryWithBackoff } from './retryWithBackoff';
import { createRpcConnections } from './rpcConnection';

export interface EthersReader extends EvmReader {
  /** The endpoints in the order the next read tries them (ranked once sampling has begun). */
  rankedUrls(): readonly string[];
  destroy(): void;
}

const PING = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });

export function createEthersReader(network: Network, policy: RpcPolicy): EthersReader {
  const chain = new EthersNetwork(network.name, BigInt(network.id));
  const closed = new AbortController();
  const connect = createRpcConnections(closed.signal);
  const providers = policy.urls.map(
    (url) =>
      new JsonRpcProvider(connect(url, policy.requestTimeoutMs), chain, {
        staticNetwork: chain,
        cacheTimeout: -1, // no request cache: two reads in a row both reach the chain
        batchMaxCount: 1, // one HTTP request per call: a batch would fail over as one
      }),
  );
  const ranking = createEndpointRanking({
    endpointCount: policy.urls.length,
    ranking: policy.ranking,
    async sample(index, timeoutMs) {
      const request = connect(policy.urls[index] as string, timeoutMs);
      request.setHeader('content-type', 'application/json');
      request.body = PING;
      const response = await request.send();
      return response.ok() && typeof response.bodyJson?.result === 'string';
    },
  });

  function read<T>(perform: (provider: JsonRpcProvider) => Promise<T>, signal?: AbortSignal) {
    if (signal?.aborted || closed.signal.aborted) {
      return Promise.reject(new RequestAbortedError({ cause: signal?.reason }));
    }
    ranking.start();
    const stop = new AbortController();
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        stop.abort();
        reject(new RequestAbortedError({ cause: signal?.reason }));
      };
      signal?.addEventListener('abort', onAbort);
      closed.signal.addEventListener('abort', onAbort);
    });
    const result = retryWithBackoff(
      () =>
        requestWithFailover({
          order: ranking.order(),
          stallMs: policy.ranking.timeoutMs,
          signal: stop.signal,
          send: (index) => perform(providers[index] as JsonRpcProvider),
        }),
      { retryCount: policy.retryCount, retryDelayMs: policy.retryDelayMs, signal: stop.signal },
    );
    return Promise.race([result, aborted]).finally(() => {
      signal?.removeEventListener('abort', onAbort);
      closed.signal.removeEventListener('abort', onAbort);
    });
  }

  return {
    rankedUrls: () => ranking.order().map((index) => policy.urls[index] as string),
    getBalance: (address, options) => read((p) => p.getBalance(address), options?.signal),
    getGasPrice: (options) =>
      read(async (p) => getBigInt(await p.send('eth_gasPrice', [])), options?.signal),
    estimateGas: (transaction, options) => read((p) => p.estimateGas(transaction), options?.signal),
    call: (transaction, options) =>
      read(async (p) => (await p.call(transaction)) as Hex, options?.signal),
    destroy() {
      if (closed.signal.aborted) return;
      ranking.stop();
      closed.abort();
      for (const provider of providers) provider.destroy();
    },
  };
}
