import type { CaipNetworkId } from '@portico/core';
import type { Eip1193Provider } from './eip1193';

/** An ERC-20 token whose balance the adapter reads for a network. */
export interface TokenConfig {
  readonly address: `0x${string}`;
  /** Read from the contract when left out. */
  readonly symbol?: string;
  readonly name?: string;
  readonly decimals?: number;
}

/** A wallet the app wires in itself (type EXTERNAL). */
export interface CustomConnectorOptions {
  readonly id: string;
  readonly name: string;
  readonly provider: Eip1193Provider;
  readonly imageUrl?: string;
  readonly rdns?: string;
}

/** What the browser gives the adapter; a test passes its own (an EventTarget works). */
export interface EvmWindow extends EventTarget {
  readonly ethereum?: Eip1193Provider;
}

export interface EvmAdapterOptions {
  /** Extra wallets from the app (spec type EXTERNAL). */
  readonly connectors?: readonly CustomConnectorOptions[];
  /** Discover EIP-6963 wallets (default true). */
  readonly eip6963?: boolean;
  /** Offer the legacy `window.ethereum` when no announced wallet is the same provider (default true). */
  readonly injected?: boolean;
  /** ERC-20 tokens whose balances are read, per network. */
  readonly tokens?: Readonly<Record<CaipNetworkId, readonly TokenConfig[]>>;
  readonly rpc?: {
    /** RPC URLs per network, tried in order before the network's own. */
    readonly urls?: Readonly<Record<CaipNetworkId, readonly string[]>>;
    /** The chain RPC service (`{baseUrl}/v1/?chainId=eip155:1&projectId=...`), when one is used. */
    readonly service?: { readonly baseUrl: string; readonly projectId?: string };
    readonly retryCount?: number;
    readonly requestTimeoutMs?: number;
  };
  /** Defaults to `globalThis.window` when there is one; nothing is discovered without it. */
  readonly window?: EvmWindow;
  /**
   * The clock (ms since the epoch) getTransactionStatus compares a transaction's `sentAt` with;
   * `Date.now` by default. Tests pass their own.
   */
  readonly now?: () => number;
}
