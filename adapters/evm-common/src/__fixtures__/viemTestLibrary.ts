/**
 * Test fixture: a minimal EvmLibrary over viem, so this package's tests can run the shared
 * adapter on a real chain without the real bindings (adapters/evm-viem, adapters/evm-ethers,
 * whose RPC ranking and retries this one leaves out: one viem `fallback` over the policy's
 * URLs). It counts its loads and records the readers it creates, so tests can check when the
 * library is loaded and that readers are destroyed.
 */
import {
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  fallback,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Abi,
} from 'viem';
import type { Network } from '@portico/core';
import type { EvmLibrary, EvmLibraryModule, RpcPolicy } from '../library';

export interface ReaderRecord {
  readonly caipNetworkId: string;
  readonly urls: readonly string[];
  destroyed: boolean;
}

export interface ViemTestLibrary extends EvmLibrary {
  /** Every reader created, in order. */
  readonly readers: readonly ReaderRecord[];
  /** How many times `load()` was called. */
  readonly loadCount: number;
}

export function createViemTestLibrary(): ViemTestLibrary {
  const readers: ReaderRecord[] = [];
  let loadCount = 0;
  const module: EvmLibraryModule = {
    createReader(network: Network, policy: RpcPolicy) {
      const record: ReaderRecord = {
        caipNetworkId: network.caipNetworkId,
        urls: policy.urls,
        destroyed: false,
      };
      readers.push(record);
      const client = createPublicClient({
        transport: fallback(policy.urls.map((url) => http(url, { retryCount: 0 }))),
      });
      return {
        getBalance: (address) => client.getBalance({ address }),
        getGasPrice: () => client.getGasPrice(),
        estimateGas: ({ from, to, value, data }) =>
          client.estimateGas({ account: from, to, value, data }),
        call: async ({ to, data }) => (await client.call({ to, data })).data ?? '0x',
        getBaseFeePerGas: async () => (await client.getBlock()).baseFeePerGas ?? undefined,
        getMaxPriorityFeePerGas: () => client.estimateMaxPriorityFeePerGas(),
        getReceiptStatus: (hash) =>
          client.getTransactionReceipt({ hash }).then(
            (receipt) => receipt.status,
            (error: unknown) => {
              if (error instanceof TransactionReceiptNotFoundError) return undefined;
              throw error;
            },
          ),
        isTransactionKnown: (hash) =>
          client.getTransaction({ hash }).then(
            () => true,
            (error: unknown) => {
              if (error instanceof TransactionNotFoundError) return false;
              throw error;
            },
          ),
        destroy: () => void (record.destroyed = true),
      };
    },
    encodeFunctionData: ({ abi, functionName, args }) =>
      encodeFunctionData({ abi: abi as Abi, functionName, args: [...args] }),
    decodeFunctionResult: ({ abi, functionName, data }) =>
      decodeFunctionResult({ abi: abi as Abi, functionName, data }),
  };
  return {
    name: 'viem (test fixture)',
    readers,
    get loadCount() {
      return loadCount;
    },
    async load() {
      loadCount += 1;
      return module;
    },
  };
}
