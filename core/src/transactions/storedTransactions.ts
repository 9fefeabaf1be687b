/**
 * Tracked transactions in the instance's storage, under the key `transactions`: an object from
 * account key (`caipNetworkId:address`, trackedAccount.ts) to that account's records
 * `{ hash, status, sentAt, summary? }`. The namespace, network and sender come from the key,
 * and the explorer link from the network's configuration, never from storage.
 *
 * Bounds: at most PENDING_TRANSACTIONS_LIMIT (99, spec 9) pending and
 * FINISHED_TRANSACTIONS_KEPT finished transactions per account (the newest; the oldest beyond
 * are dropped from the list and from storage), and TRACKED_ACCOUNTS_MAX accounts (the one
 * written longest ago goes first).
 *
 * Reading is untrusted: each record is checked (transactionShapes.ts) and rebuilt from its
 * known fields; a bad or repeated record is dropped and the good ones are kept.
 */
import {
  FINISHED_TRANSACTIONS_KEPT,
  PENDING_TRANSACTIONS_LIMIT,
  TRACKED_ACCOUNTS_MAX,
} from '../constants';
import type { Network } from '../networks/network';
import type { PorticoStorage, PorticoStorageSchema } from '../storage/storage';
import { explorerTransactionUrl } from './explorerLink';
import type { TrackedAccount } from './trackedAccount';
import { isSentAt, isTrackedStatus, isTransactionHashIn, summaryIn } from './transactionShapes';
import type { TrackedTransaction } from './types';

export type TransactionStorage = Pick<
  PorticoStorage<PorticoStorageSchema>,
  'get' | 'set' | 'remove'
>;

/** The newest first: `sentAt` descending. */
const newestFirst = (a: TrackedTransaction, b: TrackedTransaction) => b.sentAt - a.sentAt;

/** The list within its bounds: the newest 99 pending and the newest finished ones. */
export function capTransactions(list: readonly TrackedTransaction[]): TrackedTransaction[] {
  const sorted = [...list].sort(newestFirst);
  return [
    ...sorted.filter((tx) => tx.status === 'pending').slice(0, PENDING_TRANSACTIONS_LIMIT),
    ...sorted.filter((tx) => tx.status !== 'pending').slice(0, FINISHED_TRANSACTIONS_KEPT),
  ];
}

/** A tracked transaction of `account` from an untrusted stored record; undefined when bad. */
export function transactionFromRecord(
  account: TrackedAccount,
  network: Network | undefined,
  record: unknown,
): TrackedTransaction | undefined {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const { hash, status, sentAt, summary } = record as Record<string, unknown>;
  if (!isTransactionHashIn(account.namespace, hash)) return undefined;
  if (!isTrackedStatus(status) || !isSentAt(sentAt)) return undefined;
  const checkedSummary = summaryIn(account.namespace, summary);
  if (summary !== undefined && !checkedSummary) return undefined;
  const explorerUrl = explorerTransactionUrl(network, hash);
  return {
    hash,
    namespace: account.namespace,
    caipNetworkId: account.caipNetworkId,
    from: account.address,
    status,
    sentAt,
    ...(checkedSummary && { summary: checkedSummary }),
    ...(explorerUrl && { explorerUrl }),
  };
}

export interface StoredRead {
  readonly transactions: TrackedTransaction[];
  /** True when a record was dropped (bad, repeated or beyond the bounds): write the list back. */
  readonly cleaned: boolean;
}

/** The stored transactions of `account`, checked and within their bounds. */
export function readStoredTransactions(
  storage: TransactionStorage,
  account: TrackedAccount,
  network: Network | undefined,
): StoredRead {
  const records = storage.get('transactions')?.[account.key];
  if (records === undefined) return { transactions: [], cleaned: false };
  if (!Array.isArray(records)) return { transactions: [], cleaned: true };
  const seen = new Set<string>();
  const good: TrackedTransaction[] = [];
  for (const record of records) {
    const transaction = transactionFromRecord(account, network, record);
    if (!transaction || seen.has(transaction.hash)) continue;
    seen.add(transaction.hash);
    good.push(transaction);
  }
  const transactions = capTransactions(good);
  return { transactions, cleaned: transactions.length !== records.length };
}

/** Stores `transactions` as `account`'s list (removed when empty); other accounts are kept. */
export function writeStoredTransactions(
  storage: TransactionStorage,
  account: TrackedAccount,
  transactions: readonly TrackedTransaction[],
): void {
  const { [account.key]: _previous, ...others } = storage.get('transactions') ?? {};
  const records = transactions.map(({ hash, status, sentAt, summary }) => ({
    hash,
    status,
    sentAt,
    ...(summary && { summary }),
  }));
  // The account just written goes last: the first keys are the ones written longest ago.
  const next: Record<string, unknown> = records.length
    ? { ...others, [account.key]: records }
    : others;
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - TRACKED_ACCOUNTS_MAX))) {
    delete next[key];
  }
  if (Object.keys(next).length === 0) storage.remove('transactions');
  else storage.set('transactions', next);
}
