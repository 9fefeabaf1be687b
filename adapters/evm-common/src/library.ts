import type { Network } from '@portico/core';

export type Hex = `0x${string}`;

/** How an EVM adapter reaches a chain's RPC: endpoints in order, ranking, retries. */
export interface RpcPolicy {
  /** Endpoints to use, best first before ranking (the RPC service URL, then the network's own). */
  readonly urls: readonly string[];
  /** Ranking of endpoints (spec section 9): poll every 4000 ms over 10 samples, 1000 ms timeout, stability 0.7, latency 0.3. */
  readonly ranking: {
    readonly intervalMs: number;
    readonly sampleCount: number;
    readonly timeoutMs: number;
    readonly stabilityWeight: number;
    readonly latencyWeight: number;
  };
  /** Retries per endpoint before falling back (3 by default). */
  readonly retryCount: number;
  /** Backoff before retry `attempt` (0-based): min(1000 * 2^n, 30000) ms by default. */
  retryDelayMs(attempt: number): number;
  /** Time one request may take on one endpoint before it counts as failed. */
  readonly requestTimeoutMs: number;
}

/** Read-only access to one chain, built by the EVM library (viem or ethers) over an RpcPolicy. */
export interface EvmReader {
  getBalance(address: Hex, options?: { signal?: AbortSignal }): Promise<bigint>;
  getGasPrice(options?: { signal?: AbortSignal }): Promise<bigint>;
  estimateGas(
    transaction: { from: Hex; to: Hex; value?: bigint; data?: Hex },
    options?: { signal?: AbortSignal },
  ): Promise<bigint>;
  /** eth_call; returns the raw result. */
  call(transaction: { to: Hex; data: Hex }, options?: { signal?: AbortSignal }): Promise<Hex>;
  /** The latest block's base fee per gas (wei); undefined on a chain without EIP-1559. */
  getBaseFeePerGas(options?: { signal?: AbortSignal }): Promise<bigint | undefined>;
  /** eth_maxPriorityFeePerGas: the tip per gas (wei) the node suggests. */
  getMaxPriorityFeePerGas(options?: { signal?: AbortSignal }): Promise<bigint>;
  /** The receipt's status of `hash`: 'success', 'reverted', or undefined while it is not mined. */
  getReceiptStatus(
    hash: Hex,
    options?: { signal?: AbortSignal },
  ): Promise<'success' | 'reverted' | undefined>;
  /** Whether the node knows the transaction `hash` (eth_getTransactionByHash is not null). */
  isTransactionKnown(hash: Hex, options?: { signal?: AbortSignal }): Promise<boolean>;
  /** Stops ranking timers and closes connections. */
  destroy?(): void;
}

/**
 * The port every EVM library binding implements: everything the shared EVM adapter needs
 * that depends on the library. Signing and sending go through the wallet's EIP-1193
 * provider and are written once, in this package; amounts are core's `parseUnits` and
 * `formatUnits`, so both libraries read the user's text the same way.
 *
 * The library's code is loaded on first use: a binding's entry holds only its name and a
 * `load()` that does `import('./...Module')`, so a bundler puts the reader and the ABI coding
 * in a lazy chunk and an app that only connects never downloads them. The adapter calls
 * `load()` once per instance, when it first reads the chain or encodes a contract call
 * (see libraryLoader.ts).
 */
export interface EvmLibrary {
  /** 'viem', 'ethers', ... (for messages and benchmarks). */
  readonly name: string;
  /** Imports the library's code. A rejection (a chunk that failed to download) may be retried. */
  load(): Promise<EvmLibraryModule>;
}

/** What `EvmLibrary.load()` gives: the parts of the library that are loaded lazily. */
export interface EvmLibraryModule {
  createReader(network: Network, policy: RpcPolicy): EvmReader;
  encodeFunctionData(params: {
    readonly abi: readonly unknown[];
    readonly functionName: string;
    readonly args: readonly unknown[];
  }): Hex;
  decodeFunctionResult(params: {
    readonly abi: readonly unknown[];
    readonly functionName: string;
    readonly data: Hex;
  }): unknown;
}
