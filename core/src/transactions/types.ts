/**
 * Transaction status (issue 16): the transactions this instance sent, kept per account so
 * they survive a reload, re-checked on chain, and announced by toasts. These are the shapes;
 * the tracker that writes them is loaded on the first send or when a connected account has
 * stored ones.
 */
import type { CaipNetworkId, ChainNamespace } from '../validators/caip';
import type { Unsubscribe } from '../contracts/adapter';

/** Where a tracked transaction stands. A transaction the chain dropped counts as 'failed'. */
export type TrackedTransactionStatus = 'pending' | 'confirmed' | 'failed';

/** What the visitor sent, as the activity list shows it. */
export interface TransactionSummary {
  /** Decimal text in whole tokens ("0.5"), exact. */
  readonly amount: string;
  readonly symbol: string;
  /** The receiver's address. */
  readonly to: string;
}

/** A transaction this instance sent (or restored from storage after a reload). */
export interface TrackedTransaction {
  /** The hash (eip155) or signature (solana) the wallet returned. */
  readonly hash: string;
  readonly namespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  /** The sending account's address. */
  readonly from: string;
  readonly status: TrackedTransactionStatus;
  /** When it was sent, in ms since the epoch. */
  readonly sentAt: number;
  readonly summary?: TransactionSummary;
  /** The network's block-explorer page of it, when the network has an explorer (http(s) only). */
  readonly explorerUrl?: string;
}

/** The instance's transaction tracker, under TOKENS.transactions. */
export interface TransactionTracker {
  /**
   * The tracked transactions of `namespace`'s connected account on its active network:
   * pending first, then newest first. Empty when not connected.
   */
  list(namespace?: ChainNamespace): readonly TrackedTransaction[];
  /** Calls `listener` whenever a tracked transaction is added or changes status. */
  subscribe(listener: () => void): Unsubscribe;
  /**
   * Settles when `hash` is confirmed or failed, or with 'pending' after `timeoutMs`
   * (default SEND_CONFIRMATION_WAIT_MS, the spec's 25 s) or when `signal` aborts.
   */
  waitFor(
    hash: string,
    options?: { readonly timeoutMs?: number; readonly signal?: AbortSignal },
  ): Promise<TrackedTransactionStatus>;
}
