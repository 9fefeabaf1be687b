import { useMemo } from 'react';
import {
  MESSAGES,
  filterTransactions,
  groupTransactionsByMonth,
  type ServiceClients,
  type Transaction,
  type TrackedTransaction,
  type TransactionTracker,
} from '@portico/core';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { LABELS } from '../../ui/labels';
import { ActivityGroups } from './ActivityGroups';
import { counterpartyOf } from './counterparty';
import { TrackedTransactionRows } from './TrackedTransactionRows';
import { useCounterpartyNames, type NameLookupSource } from './useCounterpartyNames';
import { useHistoryPages, type HistoryPages } from './useHistoryPages';
import { useTrackedTransactions } from './useTrackedTransactions';

/** A hash as both sides write it: eip155 hex in any case is one hash; base58 is exact. */
function hashKey(hash: string): string {
  return /^0x[0-9a-f]+$/i.test(hash) ? hash.toLowerCase() : hash;
}

/** The tracked transactions the loaded history does not list yet (by hash). */
function notInHistory(
  tracked: readonly TrackedTransaction[],
  history: readonly Transaction[],
): readonly TrackedTransaction[] {
  const indexed = new Set(
    history.flatMap((transaction) =>
      transaction.metadata.hash ? [hashKey(transaction.metadata.hash)] : [],
    ),
  );
  return tracked.filter((transaction) => !indexed.has(hashKey(transaction.hash)));
}

/**
 * The account's activity on the connected network:
 * - first, the transactions this app sent (the tracker's, TOKENS.transactions): pending ones,
 *   then confirmed or failed ones the history does not list yet; they follow the tracker live;
 * - then the history route's transactions, without those of other networks and those whose
 *   transfers are all spam NFTs, grouped by month (newest first), a page at a time ('Load
 *   more' appends the next; 'Failed to fetch transactions' when a page fails, the loaded
 *   pages kept). When a tracked transaction is confirmed, the first page is fetched again so
 *   that the indexed transaction takes the tracked row's place.
 * Each row names its counterparty (the receiver of a send, the sender of a receipt): by its
 * name where a names plugin provides names (`nameLookup`) and knows one, else by its address.
 */
export function ActivityTab({
  clients,
  address,
  caipNetworkId,
  tracker,
  nameLookup,
}: {
  readonly clients: ServiceClients | undefined;
  readonly address: string;
  readonly caipNetworkId: string | undefined;
  /** The instance's transaction tracker; without one, the history alone. */
  readonly tracker?: TransactionTracker;
  /** The instance's names of addresses (core's `nameLookupOf`); without it, addresses. */
  readonly nameLookup?: NameLookupSource;
}) {
  const history = useHistoryPages(clients, address, caipNetworkId);
  const tracked = useTrackedTransactions(tracker, address, caipNetworkId, history.refreshFirstPage);

  const shown = useMemo(
    () => (caipNetworkId ? filterTransactions(history.transactions, caipNetworkId) : []),
    [history.transactions, caipNetworkId],
  );
  const groups = useMemo(() => groupTransactionsByMonth(shown), [shown]);
  const trackedRows = useMemo(() => notInHistory(tracked, shown), [tracked, shown]);
  const counterparties = useMemo(
    () => [
      ...trackedRows.flatMap((transaction) =>
        transaction.summary ? [transaction.summary.to] : [],
      ),
      ...shown.flatMap((transaction) => counterpartyOf(transaction, address)?.address ?? []),
    ],
    [trackedRows, shown, address],
  );
  const names = useCounterpartyNames(nameLookup, counterparties, caipNetworkId);

  const nothing = trackedRows.length === 0 && groups.length === 0;
  return (
    <div className="portico-activity">
      {trackedRows.length > 0 && (
        <TrackedTransactionRows transactions={trackedRows} names={names} />
      )}
      {history.status === 'loading' && <Busy />}
      {history.status === 'failed' && (
        <Text className="portico-empty" variant="error">
          {MESSAGES.failedToFetchTransactions}
        </Text>
      )}
      {history.status === 'ready' && nothing && !history.hasMore && (
        <Text className="portico-empty" variant="muted">
          {LABELS.noActivity}
        </Text>
      )}
      {groups.length > 0 && <ActivityGroups groups={groups} account={address} names={names} />}
      {history.status === 'ready' && <NextPage history={history} />}
    </div>
  );
}

function Busy() {
  return (
    <div className="portico-empty" aria-busy="true">
      <Spinner />
      <span className="portico-visually-hidden">{LABELS.loading}</span>
    </div>
  );
}

/** 'Load more' while the route has a next page; the failure's text above it, to try again. */
function NextPage({ history }: { readonly history: HistoryPages }) {
  if (!history.hasMore && history.more !== 'failed') return null;
  const busy = history.more === 'loading';
  return (
    <div className="portico-activity__more">
      {history.more === 'failed' && (
        <Text variant="error" role="alert">
          {MESSAGES.failedToFetchTransactions}
        </Text>
      )}
      {history.hasMore && (
        // Not disabled while busy: a focused button keeps its focus; a click then does nothing.
        <Button variant="secondary" fullWidth aria-busy={busy} onClick={history.loadMore}>
          {busy && <Spinner size="small" />}
          {LABELS.loadMore}
        </Button>
      )}
    </div>
  );
}
