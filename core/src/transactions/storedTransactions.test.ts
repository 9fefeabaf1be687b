import fc from 'fast-check';
import {
  FINISHED_TRANSACTIONS_KEPT,
  PENDING_TRANSACTIONS_LIMIT,
  TRACKED_ACCOUNTS_MAX,
} from '../constants';
import { mainnet } from '../networks/evmNetworks';
import { createDefaultStorage } from '../storage/storage';
import { createMemoryStorage } from '../testing/memoryStorage';
import {
  capTransactions,
  readStoredTransactions,
  writeStoredTransactions,
} from './storedTransactions';
import { trackedAccount } from './trackedAccount';
import type { TrackedTransaction } from './types';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const account = trackedAccount('eip155', 'eip155:1', ADDRESS);
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** A stored record as Portico writes it. */
const record = (n: number, status = 'pending', sentAt = 1_000 + n) => ({
  hash: hashOf(n),
  status,
  sentAt,
  summary: { amount: '0.5', symbol: 'ETH', to: RECEIVER },
});

function setup(stored?: unknown) {
  const backend = createMemoryStorage();
  const warnings: string[] = [];
  const storage = createDefaultStorage({ backend, warn: (message) => warnings.push(message) });
  if (stored !== undefined) backend.setItem('@portico/transactions', JSON.stringify(stored));
  const raw = () => JSON.parse(backend.getItem('@portico/transactions') ?? 'null') as unknown;
  return { storage, backend, warnings, raw };
}

describe('stored transactions', () => {
  it('are kept per account: caipNetworkId and address (eip155 letter case ignored)', () => {
    expect(account.key).toBe(`eip155:1:${ADDRESS.toLowerCase()}`);
    const { storage, raw } = setup();
    const tx = readStoredTransactions(
      setup({ [account.key]: [record(1)] }).storage,
      account,
      mainnet,
    ).transactions[0]!;
    writeStoredTransactions(storage, account, [tx]);
    const other = trackedAccount('eip155', 'eip155:8453', ADDRESS);
    writeStoredTransactions(storage, other, [{ ...tx, caipNetworkId: 'eip155:8453' }]);
    expect(Object.keys(raw() as object)).toEqual([account.key, other.key]);
    expect(
      readStoredTransactions(
        storage,
        trackedAccount('eip155', 'eip155:1', ADDRESS.toLowerCase()),
        mainnet,
      ).transactions,
    ).toHaveLength(1);
  });

  it('read back with the account from the key and the explorer link from the network, never from storage', () => {
    const { storage } = setup({
      [account.key]: [
        { ...record(1), from: '0xevil', namespace: 'solana', explorerUrl: 'javascript:alert(1)' },
      ],
    });
    const [tx] = readStoredTransactions(storage, account, mainnet).transactions;
    expect(tx).toEqual({
      hash: hashOf(1),
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      from: ADDRESS,
      status: 'pending',
      sentAt: 1_001,
      summary: { amount: '0.5', symbol: 'ETH', to: RECEIVER },
      explorerUrl: `https://etherscan.io/tx/${hashOf(1)}`,
    });
  });

  it.each([
    ['a hash that is not 0x + 64 hex on eip155', { ...record(9), hash: '0x1234' }],
    ['a Solana signature on eip155', { ...record(9), hash: '1'.repeat(88) }],
    ['a status outside the allow-list', { ...record(9), status: 'dropped' }],
    ['a sentAt that is not a finite number', { ...record(9), sentAt: '1000' }],
    ['a negative sentAt', { ...record(9), sentAt: -5 }],
    ['a bad summary', { ...record(9), summary: { amount: '1e3', symbol: 'ETH', to: RECEIVER } }],
    ['an array', [record(9)]],
    ['null', null],
    ['a string', 'x'],
  ])('drops a record with %s and keeps the good ones, then writes the cleaned list', (_, bad) => {
    const { storage, raw } = setup({ [account.key]: [record(1), bad, record(2, 'confirmed')] });
    const { transactions, cleaned } = readStoredTransactions(storage, account, mainnet);
    expect(transactions.map((tx) => tx.hash)).toEqual([hashOf(1), hashOf(2)]);
    expect(cleaned).toBe(true);
    writeStoredTransactions(storage, account, transactions);
    expect((raw() as Record<string, unknown[]>)[account.key]).toHaveLength(2);
  });

  it('a repeated hash is kept once', () => {
    const { storage } = setup({ [account.key]: [record(1), record(1, 'confirmed')] });
    const { transactions } = readStoredTransactions(storage, account, mainnet);
    expect(transactions).toHaveLength(1);
  });

  it("a list that is not an array is dropped; other accounts' lists are untouched", () => {
    const other = trackedAccount('eip155', 'eip155:1', RECEIVER);
    const { storage } = setup({ [account.key]: { 0: record(1) }, [other.key]: [record(3)] });
    expect(readStoredTransactions(storage, account, mainnet)).toEqual({
      transactions: [],
      cleaned: true,
    });
    expect(readStoredTransactions(storage, other, mainnet).transactions).toHaveLength(1);
  });

  it('a stored value that is not an object is discarded by the storage schema', () => {
    const { storage, warnings } = setup([record(1)]);
    expect(readStoredTransactions(storage, account, mainnet).transactions).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it(`at most ${PENDING_TRANSACTIONS_LIMIT} pending per account (spec 9): the oldest beyond are dropped`, () => {
    const records = Array.from({ length: 120 }, (_, n) => record(n));
    const { storage } = setup({ [account.key]: records });
    const { transactions, cleaned } = readStoredTransactions(storage, account, mainnet);
    expect(transactions).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    expect(transactions[0]!.hash).toBe(hashOf(119));
    expect(transactions.at(-1)!.hash).toBe(hashOf(120 - PENDING_TRANSACTIONS_LIMIT));
    expect(cleaned).toBe(true);
  });

  it(`at most ${FINISHED_TRANSACTIONS_KEPT} finished per account, the newest; pending first`, () => {
    const finished = Array.from({ length: 15 }, (_, n) =>
      record(n, n % 2 ? 'confirmed' : 'failed', 5_000 + n),
    );
    const list = readStoredTransactions(
      setup({ [account.key]: [...finished, record(100, 'pending', 1)] }).storage,
      account,
      mainnet,
    ).transactions;
    expect(list).toHaveLength(FINISHED_TRANSACTIONS_KEPT + 1);
    expect(list[0]!.status).toBe('pending');
    expect(list.slice(1).map((tx) => tx.sentAt)).toEqual(
      Array.from({ length: FINISHED_TRANSACTIONS_KEPT }, (_, i) => 5_014 - i),
    );
  });

  it(`at most ${TRACKED_ACCOUNTS_MAX} accounts: the one written longest ago goes first`, () => {
    const { storage, raw } = setup();
    const tx = readStoredTransactions(
      setup({ [account.key]: [record(1)] }).storage,
      account,
      mainnet,
    ).transactions;
    const accounts = Array.from({ length: TRACKED_ACCOUNTS_MAX + 2 }, (_, n) =>
      trackedAccount('eip155', `eip155:${n + 1}`, ADDRESS),
    );
    for (const each of accounts) writeStoredTransactions(storage, each, tx);
    // The first account written again: it becomes the newest.
    writeStoredTransactions(storage, accounts[2]!, tx);
    writeStoredTransactions(storage, accounts[0]!, tx);
    const keys = Object.keys(raw() as object);
    expect(keys).toHaveLength(TRACKED_ACCOUNTS_MAX);
    expect(keys.at(-1)).toBe(accounts[0]!.key);
    expect(keys).not.toContain(accounts[1]!.key);
  });

  it('an empty list removes the account, and the key when no account is left', () => {
    const { storage, backend } = setup({ [account.key]: [record(1)] });
    writeStoredTransactions(storage, account, []);
    expect(backend.getItem('@portico/transactions')).toBeNull();
  });

  it('whatever JSON is stored, reading never throws and gives only checked transactions', () => {
    const { storage, backend } = setup();
    const recordLike = fc.record(
      {
        hash: fc.oneof(fc.constant(hashOf(7)), fc.string(), fc.integer()),
        status: fc.oneof(fc.constantFrom('pending', 'confirmed', 'failed'), fc.string()),
        sentAt: fc.oneof(fc.integer(), fc.double(), fc.string()),
        summary: fc.oneof(fc.constant(record(1).summary), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.oneof(recordLike, fc.jsonValue()))),
        (list) => {
          backend.setItem('@portico/transactions', JSON.stringify({ [account.key]: list }));
          const { transactions } = readStoredTransactions(storage, account, mainnet);
          for (const tx of transactions) {
            expect(tx.hash).toMatch(/^0x[0-9a-fA-F]{64}$/);
            expect(['pending', 'confirmed', 'failed']).toContain(tx.status);
            expect(Number.isFinite(tx.sentAt)).toBe(true);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('capTransactions', () => {
  it('orders pending first, then finished, each newest first', () => {
    const tx = (hash: string, status: TrackedTransaction['status'], sentAt: number) =>
      ({ hash, status, sentAt }) as TrackedTransaction;
    const list = capTransactions([
      tx('a', 'confirmed', 5),
      tx('b', 'pending', 1),
      tx('c', 'failed', 9),
      tx('d', 'pending', 3),
    ]);
    expect(list.map((each) => each.hash)).toEqual(['d', 'b', 'c', 'a']);
  });
});
