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
import { Text } from '../../ui/Text';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';
import { RouteList, useRouteList } from './RouteList';

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
  const state = useRouteList<TransactionMonthGroup>(
    clients && caipNetworkId
      ? (signal) =>
          clients.blockchainApi
            .getHistory({ address, caipNetworkId, signal })
            .then((page) => groupTransactionsByMonth(filterTransactions(page.data, caipNetworkId)))
      : undefined,
    [clients, address, caipNetworkId],
  );

  return (
    <RouteList
      state={state}
      emptyText={LABELS.noActivity}
      failedText={MESSAGES.failedToFetchTransactions}
    >
      {(groups) => <ActivityGroups groups={groups} />}
    </RouteList>
  );
}

function ActivityGroups({ groups }: { readonly groups: readonly TransactionMonthGroup[] }) {
  const now = Date.now();
  return (
    <div className="portico-activity">
      {groups.map((group) => (
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
