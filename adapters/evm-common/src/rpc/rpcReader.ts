/**
 * The EvmReader port over JSON-RPC, for every library binding: the reads are plain
 * JSON-RPC methods, sent through the shared client (rpcClient.ts) over the binding's
 * per-endpoint request functions. A binding gives its transport and reads its error types;
 * ranking, failover, retries and aborts are the same whichever library reads the chain. Every
 * result is checked before it is used (rpcAnswers.ts): a malformed one fails over.
 */
import { toHexQuantity } from '../hexEncoding';
import type { EvmReader } from '../library';
import { readData, readQuantity } from './rpcAnswers';
import { createRpcClient, type RpcClientOptions } from './rpcClient';
import {
  knownTransactionReader,
  readBaseFeePerGas,
  receiptStatusReader,
} from './transactionAnswers';

export type { RpcRequestFn } from './endpointFailover';
export type { DescribeRpcFailure, RpcFailureFacts } from './rpcFailure';
export type RpcReaderOptions = RpcClientOptions;

export interface RpcReader extends EvmReader {
  /** The URLs in the order the next read tries them (ranked once sampling has begun). */
  rankedUrls(): readonly string[];
  /** Stops ranking, aborts the reads in flight ('Request was aborted') and refuses new ones. */
  destroy(): void;
}

export function createRpcReader(options: RpcReaderOptions): RpcReader {
  const client = createRpcClient(options);
  return Object.freeze({
    getBalance: (address, { signal } = {}) =>
      client.request('eth_getBalance', [address, 'latest'], { signal, read: readQuantity }),
    getGasPrice: ({ signal } = {}) =>
      client.request('eth_gasPrice', [], { signal, read: readQuantity }),
    estimateGas: ({ from, to, value, data }, { signal } = {}) => {
      const transaction = {
        from,
        to,
        ...(value !== undefined && { value: toHexQuantity(value) }),
        ...(data !== undefined && { data }),
      };
      return client.request('eth_estimateGas', [transaction], { signal, read: readQuantity });
    },
    call: ({ to, data }, { signal } = {}) =>
      client.request('eth_call', [{ to, data }, 'latest'], { signal, read: readData }),
    getBaseFeePerGas: ({ signal } = {}) =>
      client.request('eth_getBlockByNumber', ['latest', false], {
        signal,
        read: readBaseFeePerGas,
      }),
    getMaxPriorityFeePerGas: ({ signal } = {}) =>
      client.request('eth_maxPriorityFeePerGas', [], { signal, read: readQuantity }),
    getReceiptStatus: (hash, { signal } = {}) =>
      client.request('eth_getTransactionReceipt', [hash], {
        signal,
        read: receiptStatusReader(hash),
      }),
    isTransactionKnown: (hash, { signal } = {}) =>
      client.request('eth_getTransactionByHash', [hash], {
        signal,
        read: knownTransactionReader(hash),
      }),
    rankedUrls: client.rankedUrls,
    destroy: client.destroy,
  } satisfies RpcReader);
}
