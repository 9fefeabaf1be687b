/**
 * One page of an account's history: up to HISTORY_PAGE_SIZE transactions, newest first,
 * each with every transfer of it that touched the address, and where the next page starts.
 *
 * The repository lists transfers, not transactions, so transfers are read in slices and
 * grouped; a transaction is complete once a transfer of another transaction follows it (or
 * the history ends), and a page never ends inside a transaction. Transactions that the
 * caller does not show (see `shown`) do not count towards the page. To keep one request
 * bounded, at most HISTORY_MAX_SLICES slices are read (more only to complete the first
 * transaction); the page then ends early with a cursor after the last complete transaction
 * read, so a long run of hidden transactions takes several requests, never one huge one.
 */
import type { HistoryPosition, Repository, TransferRecord } from '../storage/repository';
import { sameTransaction } from './historyTransaction';

/** Transactions per page. */
export const HISTORY_PAGE_SIZE = 20;
/** Transfers read from the repository at once. */
export const HISTORY_SLICE_TRANSFERS = 200;
/** Slices read for one page at most. */
export const HISTORY_MAX_SLICES = 10;

export interface HistoryPageRequest {
  readonly repository: Pick<Repository, 'listHistory'>;
  readonly address: string;
  readonly chainId: string;
  /** Strictly older than this (the decoded cursor); absent: from the newest. */
  readonly before?: HistoryPosition;
  /** Whether a transaction's transfers make an entry (e.g. it moved a known currency). */
  readonly shown: (transfers: readonly TransferRecord[]) => boolean;
  readonly pageSize?: number;
  readonly sliceTransfers?: number;
  readonly maxSlices?: number;
}

export interface HistoryPageGroups {
  /** The transfers of each transaction on the page, newest transaction first. */
  readonly transactions: readonly (readonly TransferRecord[])[];
  /** Where the next page starts; null when the history ends on this page. */
  readonly next: HistoryPosition | null;
}

export async function readHistoryPage(request: HistoryPageRequest): Promise<HistoryPageGroups> {
  const {
    repository,
    shown,
    pageSize = HISTORY_PAGE_SIZE,
    sliceTransfers = HISTORY_SLICE_TRANSFERS,
    maxSlices = HISTORY_MAX_SLICES,
  } = request;
  const transactions: TransferRecord[][] = [];
  let current: TransferRecord[] = [];
  let lastComplete: HistoryPosition | undefined;
  let position = request.before;

  // Past the slice limit, reading goes on only until one transaction is complete: a page
  // never ends inside a transaction, and skipping one would lose it.
  for (let slice = 0; slice < maxSlices || lastComplete === undefined; slice++) {
    const transfers = await repository.listHistory({
      address: request.address.toLowerCase(),
      chainId: request.chainId,
      ...(position && { before: position }),
      limit: sliceTransfers,
    });
    for (const transfer of transfers) {
      const [head] = current;
      if (head && !sameTransaction(head, transfer)) {
        // `current` is complete: a transfer of an older transaction follows it.
        if (shown(current)) transactions.push(current);
        lastComplete = positionOf(current);
        if (transactions.length === pageSize) return { transactions, next: lastComplete };
        current = [];
      }
      current.push(transfer);
    }
    const last = transfers[transfers.length - 1];
    if (transfers.length < sliceTransfers || !last) {
      // The history ends here: the transaction being read is complete too.
      if (current.length > 0 && shown(current)) transactions.push(current);
      return { transactions, next: null };
    }
    position = positionOf([last]);
  }
  // Read as much as one request may: the next page starts after the last complete one.
  return { transactions, next: lastComplete as HistoryPosition };
}

/** The position of the oldest of these transfers (listed newest first). */
function positionOf(transfers: readonly TransferRecord[]): HistoryPosition {
  const oldest = transfers[transfers.length - 1] as TransferRecord;
  return {
    blockNumber: oldest.blockNumber,
    transactionIndex: oldest.transactionIndex,
    logIndex: oldest.logIndex,
  };
}
