/**
 * The transaction tracker (loaded on first use, see transactionTracker.ts). Per instance:
 *
 * - `record`: a sent transaction is kept for its account (pending), stored, announced by the
 *   spec's 'Transaction started' toast and watched on chain through the adapter's
 *   `getTransactionStatus`, with the pending-transactions watcher (it stops at the spec's 99)
 *   on the instance's timers. 'confirmed' shows 'Transaction confirmed'; 'failed' or 'dropped'
 *   shows 'Transaction failed'; both toasts link to the network's explorer page when it has one.
 * - An account that connects (after a reload, or a network change) gets its stored list back,
 *   and its pending transactions are read on chain at once.
 * - Without `getTransactionStatus` a transaction stays 'pending' for the session and is not
 *   stored (nothing could ever settle it); 'Transaction started' is then a success toast that
 *   hides itself, not a loading toast that would spin forever.
 */
import { SEND_CONFIRMATION_WAIT_MS, TRANSACTION_STATUS_POLL_MS } from '../constants';
import { formatUnits } from '../amounts/units';
import { MESSAGES } from '../errors/messages';
import { findNetwork } from '../networks/findNetwork';
import { createPendingTransactionsWatcher } from '../timing/pendingTransactions';
import { explorerToastLink, explorerTransactionUrl } from './explorerLink';
import {
  capTransactions,
  readStoredTransactions,
  writeStoredTransactions,
} from './storedTransactions';
import {
  connectedAccountKeys,
  trackedAccount,
  trackedAccountOf,
  type TrackedAccount,
} from './trackedAccount';
import type { LiveTracker, SentTransaction, TransactionTrackerInput } from './transactionTracker';
import { isTransactionHashIn, summaryIn } from './transactionShapes';
import type { TrackedTransaction, TrackedTransactionStatus } from './types';

export interface LiveTrackerInput extends TransactionTrackerInput {
  /** Tells the tracker's subscribers that a list changed. */
  readonly notify: () => void;
}

interface AccountEntry {
  readonly account: TrackedAccount;
  /** Pending first, then finished, each newest first, within bounds (capTransactions). */
  transactions: readonly TrackedTransaction[];
}

const NOTHING_TRACKED: readonly TrackedTransaction[] = Object.freeze([]);

/** What a chain status means for a tracked transaction (an allow-list: anything else waits). */
function settledStatus(answer: unknown): TrackedTransactionStatus | undefined {
  if (answer === 'confirmed') return 'confirmed';
  return answer === 'failed' || answer === 'dropped' ? 'failed' : undefined;
}

export function createLiveTracker(input: LiveTrackerInput): LiveTracker {
  const { store, storage, timers, toasts, networks, adapterOf, notify } = input;
  const accounts = new Map<string, AccountEntry>();
  const listCache = new Map<string, readonly TrackedTransaction[]>();
  const waiters = new Map<string, Set<(status: TrackedTransactionStatus) => void>>();
  let destroyed = false;

  const networkOf = (tx: Pick<TrackedTransaction, 'caipNetworkId'>) =>
    findNetwork(networks, tx.caipNetworkId);
  /** The adapter and network that can read `tx`'s status; undefined when none can. */
  const readerOf = (tx: TrackedTransaction) => {
    const adapter = adapterOf(tx.namespace);
    const network = networkOf(tx);
    return adapter?.getTransactionStatus && network ? { adapter, network } : undefined;
  };
  const watched = (tx: TrackedTransaction) => tx.status === 'pending' && !!readerOf(tx);
  const allWatched = () =>
    [...accounts.values()].flatMap((entry) => entry.transactions.filter(watched));

  const save = (entry: AccountEntry) =>
    writeStoredTransactions(
      storage,
      entry.account,
      entry.transactions.filter((tx) => tx.status !== 'pending' || readerOf(tx)),
    );
  const changed = (entry: AccountEntry, transactions: readonly TrackedTransaction[]) => {
    entry.transactions = capTransactions(transactions);
    listCache.delete(entry.account.key);
    save(entry);
    notify();
  };

  const loadAccount = (account: TrackedAccount): AccountEntry => {
    const known = accounts.get(account.key);
    if (known) return known;
    const { transactions, cleaned } = readStoredTransactions(storage, account, networkOf(account));
    const entry: AccountEntry = { account, transactions };
    accounts.set(account.key, entry);
    if (cleaned) save(entry);
    return entry;
  };

  const settle = (tx: TrackedTransaction, status: TrackedTransactionStatus) => {
    const entry = accounts.get(trackedAccount(tx.namespace, tx.caipNetworkId, tx.from).key);
    const current = entry?.transactions.find((candidate) => candidate.hash === tx.hash);
    if (!entry || current?.status !== 'pending') return;
    const settled: TrackedTransaction = { ...current, status };
    changed(
      entry,
      entry.transactions.map((candidate) => (candidate === current ? settled : candidate)),
    );
    const link = explorerToastLink(networkOf(tx), settled.explorerUrl);
    if (status === 'confirmed') toasts.success(MESSAGES.transactionConfirmed, link);
    else toasts.error(MESSAGES.transactionFailed, link);
    for (const resolve of [...(waiters.get(tx.hash) ?? [])]) resolve(status);
  };

  /** Reads `tx`'s status once; a failed read is tried again at the next poll. */
  const check = async (tx: TrackedTransaction) => {
    const reader = readerOf(tx);
    if (!reader) return;
    let answer: unknown;
    try {
      answer = await reader.adapter.getTransactionStatus!({
        network: reader.network,
        hash: tx.hash,
        sentAt: tx.sentAt,
      });
    } catch {
      return;
    }
    const status = settledStatus(answer);
    if (!destroyed && status) settle(tx, status);
  };

  const watcher = createPendingTransactionsWatcher({
    intervalMs: TRANSACTION_STATUS_POLL_MS,
    schedule: (run, delayMs) => timers.after(delayMs, run, { background: true }),
    async poll() {
      await Promise.all(allWatched().map(check));
      return allWatched().length;
    },
    // Nothing left to read: stop until the next send or restored account.
    onPending: (count) => {
      if (count === 0) watcher.stop();
    },
  });
  /** Reads every pending transaction now, then on the watcher's interval. */
  const checkNow = () => {
    watcher.stop();
    watcher.start();
  };

  // Accounts that connect get their stored list back, and its pending ones are read at once.
  const loadConnected = () => {
    const state = store.getState();
    let restoredPending = false;
    for (const namespace of Object.keys(state.chains)) {
      const account = trackedAccountOf(state, namespace);
      if (!account || accounts.has(account.key)) continue;
      restoredPending ||= loadAccount(account).transactions.some(watched);
    }
    if (restoredPending) checkNow();
  };
  const stopAccounts = store.subscribe(connectedAccountKeys, () => {
    loadConnected();
    notify(); // `list` now answers for another account
  });
  loadConnected();

  const summaryOf = (sent: SentTransaction) => {
    try {
      const amount = formatUnits(sent.value, sent.decimals);
      return summaryIn(sent.namespace, { amount, symbol: sent.symbol, to: sent.to });
    } catch {
      return undefined; // decimals out of range: the transaction is tracked without a summary
    }
  };

  return {
    record(sent) {
      if (destroyed || !isTransactionHashIn(sent.namespace, sent.hash)) return;
      const entry = loadAccount(
        trackedAccount(sent.namespace, sent.network.caipNetworkId, sent.from),
      );
      if (entry.transactions.some((tx) => tx.hash === sent.hash)) return;
      const summary = summaryOf(sent);
      const explorerUrl = explorerTransactionUrl(sent.network, sent.hash);
      const tx: TrackedTransaction = {
        hash: sent.hash,
        namespace: sent.namespace,
        caipNetworkId: sent.network.caipNetworkId,
        from: sent.from,
        status: 'pending',
        sentAt: Date.now(),
        ...(summary && { summary }),
        ...(explorerUrl && { explorerUrl }),
      };
      changed(entry, [tx, ...entry.transactions]);
      const link = explorerToastLink(sent.network, explorerUrl);
      if (readerOf(tx)) {
        toasts.loading(MESSAGES.transactionStarted, link);
        if (watcher.status() !== 'watching') watcher.start();
      } else {
        toasts.success(MESSAGES.transactionStarted, link);
      }
    },

    list(namespace) {
      const state = store.getState();
      const account = trackedAccountOf(state, namespace ?? state.activeNamespace);
      const entry = account && accounts.get(account.key);
      if (!entry) return NOTHING_TRACKED;
      let list = listCache.get(entry.account.key);
      if (!list) listCache.set(entry.account.key, (list = Object.freeze([...entry.transactions])));
      return list;
    },

    waitFor(hash, options = {}) {
      const known = [...accounts.values()]
        .flatMap((entry) => entry.transactions)
        .find((tx) => tx.hash === hash);
      if (known && known.status !== 'pending') return Promise.resolve(known.status);
      const { signal, timeoutMs = SEND_CONFIRMATION_WAIT_MS } = options;
      if (destroyed || signal?.aborted) return Promise.resolve('pending');
      return new Promise<TrackedTransactionStatus>((resolve) => {
        const forHash = waiters.get(hash) ?? new Set();
        waiters.set(hash, forHash);
        const done = (status: TrackedTransactionStatus) => {
          cancelTimeout();
          signal?.removeEventListener('abort', onAbort);
          forHash.delete(done);
          if (forHash.size === 0) waiters.delete(hash);
          resolve(status);
        };
        const onAbort = () => done('pending');
        const cancelTimeout = timers.after(timeoutMs, onAbort);
        signal?.addEventListener('abort', onAbort, { once: true });
        forHash.add(done);
      });
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      watcher.stop();
      stopAccounts();
      for (const forHash of [...waiters.values()]) for (const done of [...forHash]) done('pending');
    },
  };
}
