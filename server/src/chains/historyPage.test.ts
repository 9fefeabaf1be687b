import fc from 'fast-check';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { HistoryPosition, Repository, TransferRecord } from '../storage/repository';
import { readHistoryPage } from './historyPage';

// A real database: generous time for a loaded machine.
jest.setTimeout(30_000);

// Transfers written straight into a real (PGlite) repository, as the indexer writes them, so
// paging is checked over shapes a local chain rarely makes: many transfers per transaction,
// transactions split across slices, long runs of transactions that are not shown.

const CHAIN = 'eip155:424242';
const KNOWN_TOKEN = '0x00000000000000000000000000000000000000aa';
const UNKNOWN_TOKEN = '0x00000000000000000000000000000000000000bb';
const OTHER = '0x00000000000000000000000000000000000000cc';

let repository: Repository & { close(): Promise<void> };
let accounts = 0;
beforeAll(async () => {
  repository = await openTestRepository();
}, 30_000);
afterAll(() => repository?.close());

/** A new account address per scenario, so scenarios sharing the repository never mix. */
const newAccount = () => `0x1${(++accounts).toString(16).padStart(39, '0')}`;

interface TransactionShape {
  readonly native: boolean;
  /** One entry per token log: whether its token is a known one. */
  readonly logs: readonly boolean[];
}

/** Saves one transfer set per transaction (oldest first) and returns them newest first. */
async function save(account: string, shapes: readonly TransactionShape[]) {
  const transactions = shapes.map((shape, index): TransferRecord[] => {
    const base = {
      chainId: CHAIN,
      blockNumber: Math.floor(index / 3) + 1,
      transactionIndex: index % 3,
      transactionHash: `0x${account.slice(-8)}${index.toString(16).padStart(56, '0')}`,
      minedAt: 1_750_000_000 + index,
      status: 'confirmed' as const,
    };
    const logs = shape.logs.map((known, logIndex) => ({
      ...base,
      logIndex: shape.logs.length - logIndex - 1,
      from: logIndex % 2 ? account : OTHER,
      to: logIndex % 2 ? OTHER : account,
      tokenAddress: known ? KNOWN_TOKEN : UNKNOWN_TOKEN,
      value: '1',
    }));
    const native = shape.native
      ? [{ ...base, logIndex: -1, from: OTHER, to: account, tokenAddress: null, value: '5' }]
      : [];
    return [...logs, ...native];
  });
  const all = transactions.flat();
  await repository.saveIndexedBlocks(CHAIN, Math.floor(shapes.length / 3) + 1, all);
  return transactions.filter((transfers) => transfers.length > 0).reverse();
}

const shown = (transfers: readonly TransferRecord[]) =>
  transfers.some((transfer) => transfer.tokenAddress !== UNKNOWN_TOKEN);

async function readAllPages(
  account: string,
  options: { pageSize: number; sliceTransfers: number; maxSlices: number },
) {
  const pages: (readonly TransferRecord[])[][] = [];
  let before: HistoryPosition | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await readHistoryPage({
      repository,
      address: account,
      chainId: CHAIN,
      ...(before && { before }),
      shown,
      ...options,
    });
    pages.push([...page.transactions]);
    expect(page.transactions.length).toBeLessThanOrEqual(options.pageSize);
    if (!page.next) return pages;
    before = page.next;
  }
  throw new Error('paging did not end');
}

describe('readHistoryPage', () => {
  it('keeps every transfer of a transaction in one entry, even across slices', async () => {
    const account = newAccount();
    const expected = await save(account, [
      { native: true, logs: [true, true, true] },
      { native: false, logs: [true] },
    ]);
    const page = await readHistoryPage({
      repository,
      address: account,
      chainId: CHAIN,
      shown,
      sliceTransfers: 2,
    });
    expect(page).toEqual({ transactions: expected, next: null });
    expect(page.transactions[1]).toHaveLength(4);
  });

  it('ends a full page after its last transaction, and the next page starts after it', async () => {
    const account = newAccount();
    const expected = await save(
      account,
      Array.from({ length: 5 }, () => ({ native: true, logs: [] })),
    );
    const first = await readHistoryPage({
      repository,
      address: account,
      chainId: CHAIN,
      shown,
      pageSize: 2,
    });
    expect(first.transactions).toEqual(expected.slice(0, 2));
    expect(first.next).toEqual({
      blockNumber: expected[1]![0]!.blockNumber,
      transactionIndex: expected[1]![0]!.transactionIndex,
      logIndex: -1,
    });
    const pages = await readAllPages(account, { pageSize: 2, sliceTransfers: 3, maxSlices: 10 });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('does not count hidden transactions, and stops a long hidden run at the slice limit', async () => {
    const account = newAccount();
    const hidden = Array.from({ length: 12 }, () => ({ native: false, logs: [false] }));
    const expected = await save(account, [
      { native: true, logs: [] },
      ...hidden,
      { native: false, logs: [true] },
    ]);
    const first = await readHistoryPage({
      repository,
      address: account,
      chainId: CHAIN,
      shown,
      pageSize: 5,
      sliceTransfers: 2,
      maxSlices: 3,
    });
    // Three slices of two transfers: the newest shown transaction, then hidden ones.
    expect(first.transactions).toEqual([expected[0]]);
    expect(first.next).not.toBeNull();
    const pages = await readAllPages(account, { pageSize: 5, sliceTransfers: 2, maxSlices: 3 });
    expect(pages.flat()).toEqual([expected[0], expected[expected.length - 1]]);
  });

  it('pages through any history: every shown transaction once, newest first, whole', async () => {
    const shape = fc.record({
      native: fc.boolean(),
      logs: fc.array(fc.boolean(), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(shape, { maxLength: 25 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 4 }),
        async (shapes, pageSize, sliceTransfers, maxSlices) => {
          const account = newAccount();
          const expected = (await save(account, shapes)).filter(shown);
          const pages = await readAllPages(account, { pageSize, sliceTransfers, maxSlices });
          expect(pages.flat()).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
