import type { TrackedTransaction } from '@portico/core';
import { ExternalLink } from '../../ui/ExternalLink';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { AlertIcon, CheckIcon } from '../../ui/icons';
import { LABELS } from '../../ui/labels';
import { shortAddress } from './addressDisplay';
import { addressKey } from './counterparty';

function StatusIcon({ status }: { readonly status: TrackedTransaction['status'] }) {
  if (status === 'pending') return <Spinner size="small" />;
  return status === 'confirmed' ? <CheckIcon /> : <AlertIcon />;
}

/**
 * The transactions this instance sent (the tracker's), above the history: a spinner and
 * 'Pending' while on their way, then 'Confirmed' or 'Failed', each with its block-explorer
 * link when the network has one (https only; ExternalLink checks). The receiver shows by its
 * name when `names` has one (untrusted text, rendered as text), else by its short address.
 */
export function TrackedTransactionRows({
  transactions,
  names,
}: {
  readonly transactions: readonly TrackedTransaction[];
  /** Known names by addressKey (useCounterpartyNames). */
  readonly names: ReadonlyMap<string, string>;
}) {
  return (
    <div>
      <Text as="h3" variant="small" className="portico-activity__month">
        {LABELS.sentFromThisApp}
      </Text>
      <ul className="portico-list" aria-label={LABELS.sentFromThisApp}>
        {transactions.map((transaction) => (
          <li
            key={transaction.hash}
            className={`portico-token portico-activity__tracked portico-activity__tracked--${transaction.status}`}
          >
            <span className="portico-activity__status">
              <StatusIcon status={transaction.status} />
            </span>
            <span className="portico-token__name">
              <span className="portico-token__title">{LABELS.sent}</span>
              <span className="portico-token__detail">
                {transaction.summary
                  ? LABELS.sentSummary(
                      `${transaction.summary.amount} ${transaction.summary.symbol}`,
                      names.get(addressKey(transaction.summary.to)) ??
                        shortAddress(transaction.summary.to),
                    )
                  : shortAddress(transaction.hash)}
              </span>
            </span>
            <span className="portico-activity__outcome">
              <span className="portico-token__value portico-token__value--muted">
                {LABELS.transactionStatus[transaction.status]}
              </span>
              <ExternalLink
                href={transaction.explorerUrl}
                className="portico-activity__explorer"
                aria-label={LABELS.viewTransaction(shortAddress(transaction.hash))}
              >
                {LABELS.viewOnExplorer}
              </ExternalLink>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
