import {
  formatQuantity,
  formatRelativeTime,
  type Transaction,
  type TransactionMonthGroup,
} from '@portico/core';
import { Text } from '../../ui/Text';
import { WalletImage } from '../../ui/WalletImage';
import { LABELS } from '../../ui/labels';
import { shortAddress } from './addressDisplay';
import { addressKey, counterpartyOf } from './counterparty';

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
 * The counterparty line: 'to <name>' or 'from <name>' where `names` knows one (untrusted text,
 * rendered as text), else the short address; the whole address is its title.
 */
function CounterpartyLine({
  transaction,
  account,
  names,
}: {
  readonly transaction: Transaction;
  readonly account: string;
  readonly names: ReadonlyMap<string, string>;
}) {
  const counterparty = counterpartyOf(transaction, account);
  if (!counterparty) return null;
  const who = names.get(addressKey(counterparty.address)) ?? shortAddress(counterparty.address);
  return (
    <span className="portico-activity__counterparty" title={counterparty.address}>
      {LABELS.counterparty[counterparty.direction](who)}
    </span>
  );
}

/** The history's transactions under a heading per month (newest month first). */
export function ActivityGroups({
  groups,
  account,
  names,
}: {
  readonly groups: readonly TransactionMonthGroup[];
  /** The account whose activity this is: the other side of each row is its counterparty. */
  readonly account: string;
  /** Known names by addressKey (useCounterpartyNames). */
  readonly names: ReadonlyMap<string, string>;
}) {
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
                  <CounterpartyLine transaction={transaction} account={account} names={names} />
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
