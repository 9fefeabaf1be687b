import {
  formatQuantity,
  formatRelativeTime,
  type Transaction,
  type TransactionMonthGroup,
} from '@portico/core';
import { Text } from '../../ui/Text';
import { WalletImage } from '../../ui/WalletImage';

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

/** The history's transactions under a heading per month (newest month first). */
export function ActivityGroups({ groups }: { readonly groups: readonly TransactionMonthGroup[] }) {
  const now = Date.now();
  return (
    <>
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
    </>
  );
}
