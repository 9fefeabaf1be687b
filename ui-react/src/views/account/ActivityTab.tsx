import { useEffect, useState } from 'react';
import {
  MESSAGES,
  filterTransactions,
  formatQuantity,
  formatRelativeTime,
  groupTransactionsByMonth,
  type ServiceClients,
  type Transaction,
  type TransactionMonthGroup,
} from '@portico/core';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';

type ActivityState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly groups: readonly TransactionMonthGroup[] }
  | { readonly status: 'failed' };

const monthFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function quantityOf(transaction: Transaction): string {
  const transfer = transaction.transfers[0];
  if (!transfer) return '';
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
  try {
    return `${formatQuantity(transfer.quantity.numeric)} ${symbol}`.trim();
  } catch {
    return symbol;
  }
}

function relativeTime(iso: string, now: number): string {
  try {
    return formatRelativeTime(iso, now);
  } catch {
    return '';
  }
}

/**
 * The account's activity from the history route, for the connected network only, without
 * spam NFT transfers, grouped by month (newest first); 'Failed to fetch transactions' when
 * the route fails.
 */
export function ActivityTab({
  clients,
  address,
  caipNetworkId,
}: {
  readonly clients: ServiceClients | undefined;
  readonly address: string;
  readonly caipNetworkId: string | undefined;
}) {
  const [state, setState] = useState<ActivityState>({ status: 'loading' });
  useEffect(() => {
    if (!clients || !caipNetworkId) {
      setState({ status: 'ready', groups: [] });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    clients.blockchainApi.getHistory({ address, caipNetworkId, signal: controller.signal }).then(
      (page) =>
        !controller.signal.aborted &&
        setState({
          status: 'ready',
          groups: groupTransactionsByMonth(filterTransactions(page.data, caipNetworkId)),
        }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [clients, address, caipNetworkId]);

  if (state.status === 'loading') {
    return (
      <div className="portico-empty" aria-busy="true">
        <Spinner />
        <span className="portico-visually-hidden">{LABELS.loading}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text className="portico-empty" variant="error">
        {MESSAGES.failedToFetchTransactions}
      </Text>
    );
  }
  if (state.groups.length === 0) {
    return (
      <Text className="portico-empty" variant="muted">
        {LABELS.noActivity}
      </Text>
    );
  }
  const now = Date.now();
  return (
    <div className="portico-activity">
      {state.groups.map((group) => (
        <div key={`${group.year}-${group.month}`}>
          <Text as="h3" variant="small" className="portico-activity__month">
            {monthFormat.format(Date.UTC(group.year, group.month, 1))}
          </Text>
          <ul className="portico-list">
            {group.transactions.map((transaction) => (
              <li key={transaction.id} className="portico-token">
                <WalletImage
                  src={transaction.transfers[0]?.fungible_info?.icon?.url}
                  name={transaction.metadata.operationType}
                  size={36}
                  shape="circle"
                />
                <span className="portico-token__name">
                  <span className="portico-token__title portico-capitalize">
                    {transaction.metadata.operationType}
                  </span>
                  <span className="portico-token__detail">{quantityOf(transaction)}</span>
                </span>
                <span className="portico-token__value portico-token__value--muted">
                  {transaction.metadata.status === 'failed'
                    ? transaction.metadata.status
                    : relativeTime(transaction.metadata.minedAt, now)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
