/**
 * The activity list: transactions (spec section 3), the list rules of spec section 5 and
 * the display rules of spec section 9 ("Transactions grouped by year and month, newest
 * first. Relative time uses short units.").
 */
import { PorticoError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

/** One asset movement of a transaction. Field names are the activity API's. */
export interface TransactionTransfer {
  /** 'in', 'out' or 'self' as the activity API sends it. */
  readonly direction?: string;
  readonly fungible_info?: {
    readonly name?: string;
    readonly symbol: string;
    readonly icon?: { readonly url: string };
  };
  readonly nft_info?: {
    readonly name?: string;
    readonly content?: { readonly preview?: { readonly url: string } };
    readonly flags: { readonly is_spam: boolean };
  };
  /** The amount moved, as decimal text in whole tokens ("0.5"); see formatQuantity. */
  readonly quantity: { readonly numeric: string };
}

export interface TransactionMetadata {
  /** When the transaction was mined: ISO 8601 with a time zone, "2024-05-01T12:00:00Z". */
  readonly minedAt: string;
  /** CAIP-2 id of the network, "eip155:1". */
  readonly chain: string;
  /** "send", "receive", "trade", ... as the activity API sends it. */
  readonly operationType: string;
  /** "confirmed", "failed", "pending", ... as the activity API sends it. */
  readonly status: string;
  readonly sentFrom: string;
  readonly sentTo: string;
  readonly hash?: string;
}

export interface Transaction {
  readonly id: string;
  readonly metadata: TransactionMetadata;
  readonly transfers: readonly TransactionTransfer[];
}

/** The transactions mined in one calendar month (UTC). `month` is 0 for January. */
export interface TransactionMonthGroup<T extends Transaction = Transaction> {
  readonly year: number;
  readonly month: number;
  readonly transactions: T[];
}

/** A date and a time with `Z` or an offset: local times would depend on the visitor's zone. */
const ISO_TIMESTAMP =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:[0-9]{2})$/;

/** Milliseconds since the epoch of an ISO 8601 timestamp, or undefined when it is not one. */
function parseTimestamp(iso: string): number | undefined {
  const match = ISO_TIMESTAMP.exec(iso);
  const time = Date.parse(iso);
  if (!match || !Number.isFinite(time)) return undefined;
  // Date.parse rolls "02-30" over to March; a day the month does not have is refused.
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  return calendarDay.getUTCMonth() === month - 1 ? time : undefined;
}

function isSpamNftTransfer(transfer: TransactionTransfer): boolean {
  return transfer.nft_info?.flags.is_spam === true;
}

/**
 * The transactions to show, in their order: those of the connected network only, without
 * those whose transfers are all spam NFTs. A transaction with no transfers is kept.
 */
export function filterTransactions<T extends Transaction>(
  transactions: readonly T[],
  connectedCaipNetworkId: string,
): T[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === connectedCaipNetworkId &&
      !(transaction.transfers.length > 0 && transaction.transfers.every(isSpamNftTransfer)),
  );
}

/**
 * Groups transactions by the UTC year and month of `minedAt`: newest month first, newest
 * transaction first inside a month (equal times keep their input order). A transaction
 * whose `minedAt` is not an ISO 8601 timestamp with a time zone cannot be placed and is
 * left out.
 */
export function groupTransactionsByMonth<T extends Transaction>(
  transactions: readonly T[],
): TransactionMonthGroup<T>[] {
  const dated = transactions
    .map((transaction) => ({ transaction, time: parseTimestamp(transaction.metadata.minedAt) }))
    .filter((entry): entry is { transaction: T; time: number } => entry.time !== undefined)
    .sort((a, b) => b.time - a.time);

  const groups: TransactionMonthGroup<T>[] = [];
  for (const { transaction, time } of dated) {
    const date = new Date(time);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const last = groups[groups.length - 1];
    if (last && last.year === year && last.month === month) {
      last.transactions.push(transaction);
    } else {
      groups.push({ year, month, transactions: [transaction] });
    }
  }
  return groups;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole calendar months (UTC) from `then` to `now`: Jan 15 to Mar 14 is 1, to Mar 15 is 2. */
function wholeMonthsBetween(then: number, now: number): number {
  const from = new Date(then);
  const to = new Date(now);
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const fromInMonth = then - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1);
  const toInMonth = now - Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1);
  return toInMonth < fromInMonth ? months - 1 : months;
}

/**
 * How long ago `iso` was at `now` (ms since the epoch), in short units, counting whole
 * units: "now" under a minute (and for times ahead of `now`, a clock skew), then "5m",
 * "3h", "2d", "4mo" (whole calendar months, UTC) and "1y". Throws a PorticoError
 * INVALID_TIMESTAMP when `iso` is not an ISO 8601 timestamp with a time zone or `now` is
 * not a finite number.
 */
export function formatRelativeTime(iso: string, now: number): string {
  const then = parseTimestamp(iso);
  if (then === undefined || !Number.isFinite(now)) {
    const given = then === undefined ? iso : String(now);
    throw new PorticoError(MESSAGES.invalidTimestamp(given), 'INVALID_TIMESTAMP');
  }
  const elapsed = now - then;
  if (elapsed < MINUTE_MS) return 'now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  const months = wholeMonthsBetween(then, now);
  if (months < 1) return `${Math.floor(elapsed / DAY_MS)}d`;
  if (months < 12) return `${months}mo`;
  return `${Math.floor(months / 12)}y`;
}
