/**
 * The instance's transaction tracker as the page loads it: a small front. The tracker itself
 * (liveTracker.ts: records, storage, status reads, toasts) is a dynamic import, loaded on the
 * first send, on the first `waitFor`, or when an account connects while storage holds tracked
 * transactions (of any account: the front does not read them, the tracker does).
 * Until then `list` is empty and nothing is read from the chain.
 */
import type { Adapter } from '../contracts/adapter';
import type { Toasts } from '../feedback/toasts';
import type { Timers } from '../instance/timers';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { TransactionStorage } from './storedTransactions';
import type { TrackedTransaction, TransactionTracker } from './types';

/** A transaction a wallet just sent, as the wallet actions hand it over. */
export interface SentTransaction {
  readonly namespace: ChainNamespace;
  readonly network: Network;
  /** The sending account's address. */
  readonly from: string;
  readonly hash: string;
  /** The receiver's address. */
  readonly to: string;
  /** The amount in base units, with the decimals and symbol of the currency or token sent. */
  readonly value: bigint;
  readonly decimals: number;
  readonly symbol: string;
}

export interface TransactionTrackerInput {
  readonly store: Store<PorticoState>;
  readonly storage: TransactionStorage;
  readonly timers: Timers;
  readonly toasts: Toasts;
  readonly networks: readonly Network[];
  /** The namespace's live adapter; undefined when none is installed. */
  readonly adapterOf: (namespace: ChainNamespace) => Adapter | undefined;
}

/** The loaded tracker (the front keeps the subscribers). */
export interface LiveTracker extends Omit<TransactionTracker, 'subscribe'> {
  /** Tracks a sent transaction: stored, announced by a toast, watched on chain. */
  record(sent: SentTransaction): void;
  /** Stops watching; pending `waitFor` calls settle with 'pending'. */
  destroy(): void;
}

export interface TransactionTrackerFront {
  /** What TOKENS.transactions gives. */
  readonly tracker: TransactionTracker;
  /** Loads the tracker (once). */
  load(): Promise<LiveTracker>;
  destroy(): void;
}

const NOTHING_TRACKED: readonly TrackedTransaction[] = Object.freeze([]);

export function createTransactionTracker(input: TransactionTrackerInput): TransactionTrackerFront {
  const listeners = new Set<() => void>();
  let live: LiveTracker | undefined;
  let loading: Promise<LiveTracker> | undefined;
  let destroyed = false;

  const load = () =>
    (loading ??= import('./liveTracker').then(
      ({ createLiveTracker }) => {
        const notify = () => listeners.forEach((listener) => listener());
        live = createLiveTracker({ ...input, notify });
        if (destroyed) live.destroy();
        notify(); // `list` now reads the tracker (a restored list may be there already)
        return live;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be tried again
        throw error;
      },
    ));

  // An account connects (or changes network) while storage holds tracked transactions: load,
  // so that the tracker restores that account's list and re-checks it (it reads storage).
  const stopWatching = input.store.subscribe(
    (state) =>
      Object.values(state.chains)
        .map(({ account }) => (account.status === 'connected' && account.caipAddress) || '')
        .join(' ')
        .trim(),
    (connected) => {
      if (connected && !loading && Object.keys(input.storage.get('transactions') ?? {}).length) {
        load().catch(() => undefined);
      }
    },
  );

  return {
    tracker: {
      list: (namespace) => live?.list(namespace) ?? NOTHING_TRACKED,
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      waitFor: async (hash, options) => (await load()).waitFor(hash, options),
    },
    load,
    destroy() {
      destroyed = true;
      stopWatching();
      live?.destroy();
    },
  };
}
