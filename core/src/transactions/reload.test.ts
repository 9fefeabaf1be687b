/**
 * Pending transactions survive a reload: two instances on one storage backend, the second
 * created after the first is destroyed (the page reloaded), over the same toy chain.
 */
import { TOAST_REPLACE_MS, TRANSACTION_STATUS_POLL_MS } from '../constants';
import { MESSAGES } from '../errors/messages';
import type { Portico } from '../portico';
import { createToyChain } from '../__fixtures__/toyChain';
import { createMemoryStorage } from '../testing/memoryStorage';
import { flush, startPage, type Toy } from './__fixtures__/trackerScene';

const RECEIVER = 'toyreceiver';
const STORAGE_KEY = '@portico/transactions';
const instances: Portico[] = [];
afterEach(() => {
  instances.splice(0).forEach((instance) => instance.destroy());
  jest.useRealTimers();
});

async function page(toy: Toy, backend: ReturnType<typeof createMemoryStorage>) {
  const opened = await startPage(toy, backend);
  instances.push(opened.portico);
  return opened;
}

/** The first page: connects, sends `count` transactions, and is closed; their hashes. */
async function sentThenClosed(
  toy: Toy,
  backend: ReturnType<typeof createMemoryStorage>,
  count = 1,
) {
  const first = await page(toy, backend);
  await first.portico.connect({ connectorId: 'toy-wallet' });
  const hashes: string[] = [];
  for (let n = 0; n < count; n += 1) {
    hashes.push(await first.portico.sendTransaction({ to: RECEIVER, value: 1_000n + BigInt(n) }));
    await jest.advanceTimersByTimeAsync(1);
  }
  await flush();
  first.portico.destroy();
  return hashes;
}

describe('transaction status after a reload', () => {
  it('a transaction confirmed while the page was closed shows confirmed, read on chain at once', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const [hash] = await sentThenClosed(toy, backend);
    toy.statuses.set(hash!, 'confirmed');
    const readsBefore = toy.statusReads.length;

    const reloaded = await page(toy, backend); // reconnects the account
    await flush();
    await jest.advanceTimersByTimeAsync(TOAST_REPLACE_MS);

    expect(toy.statusReads.length).toBe(readsBefore + 1); // at once, before any poll interval
    expect(reloaded.tracker.list()).toMatchObject([{ hash, status: 'confirmed' }]);
    expect(reloaded.toast()).toMatchObject({
      variant: 'success',
      message: MESSAGES.transactionConfirmed,
    });
    const stored = JSON.parse(backend.getItem(STORAGE_KEY)!) as Record<
      string,
      { status: string }[]
    >;
    expect(Object.values(stored)[0]?.[0]?.status).toBe('confirmed');
  });

  it('a transaction dropped while the page was closed shows failed', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const [hash] = await sentThenClosed(toy, backend);
    toy.statuses.set(hash!, 'dropped');

    const reloaded = await page(toy, backend);
    await flush();
    await jest.advanceTimersByTimeAsync(TOAST_REPLACE_MS);

    expect(reloaded.tracker.list()).toMatchObject([{ hash, status: 'failed' }]);
    expect(reloaded.toast()).toMatchObject({
      variant: 'error',
      message: MESSAGES.transactionFailed,
    });
  });

  it('one still pending is listed pending, watched again, and confirmed later; waitFor sees it', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const [older, newer] = await sentThenClosed(toy, backend, 2);

    const reloaded = await page(toy, backend);
    expect(reloaded.tracker.list().map((tx) => [tx.hash, tx.status])).toEqual([
      [newer, 'pending'],
      [older, 'pending'],
    ]);
    expect(reloaded.tracker.list()[0]?.summary).toEqual({
      amount: '0.001001',
      symbol: 'TOY',
      to: RECEIVER,
    });
    const confirmed = reloaded.tracker.waitFor(older!);
    toy.statuses.set(older!, 'confirmed');
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS);
    await expect(confirmed).resolves.toBe('confirmed');
    expect(reloaded.tracker.list().map((tx) => tx.status)).toEqual(['pending', 'confirmed']);
  });

  it('a subscriber from before the tracker loaded is told once the restored list is there', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const [hash] = await sentThenClosed(toy, backend);
    toy.wallet.approved = false; // the reloaded page does not reconnect by itself

    const reloaded = await page(toy, backend);
    const lists: string[][] = [];
    reloaded.tracker.subscribe(() => lists.push(reloaded.tracker.list().map((tx) => tx.hash)));
    await reloaded.portico.connect({ connectorId: 'toy-wallet' });
    await flush();
    expect(lists.at(-1)).toEqual([hash]);
  });

  it('bad stored records are dropped (and the stored list cleaned) without losing the good one', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const [hash] = await sentThenClosed(toy, backend);
    const stored = JSON.parse(backend.getItem(STORAGE_KEY)!) as Record<string, unknown[]>;
    const [key] = Object.keys(stored);
    const good = stored[key!]![0] as Record<string, unknown>;
    stored[key!] = [
      { ...good, hash: 'a/b' },
      { ...good, hash: 'toytx-x', status: 'mined' },
      { ...good, hash: 'toytx-y', sentAt: null },
      { ...good, hash: 'toytx-z', summary: { amount: '1e9', symbol: 'TOY', to: RECEIVER } },
      good,
      'junk',
    ];
    backend.setItem(STORAGE_KEY, JSON.stringify(stored));

    const reloaded = await page(toy, backend);
    expect(reloaded.tracker.list().map((tx) => tx.hash)).toEqual([hash]);
    const cleaned = JSON.parse(backend.getItem(STORAGE_KEY)!) as Record<string, unknown[]>;
    expect(cleaned[key!]).toEqual([good]);
  });

  it("another account's stored transactions are neither shown nor lost", async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    await sentThenClosed(toy, backend);
    const stored = JSON.parse(backend.getItem(STORAGE_KEY)!) as Record<string, unknown[]>;
    const [[key, list]] = Object.entries(stored) as [[string, unknown[]]];
    const otherKey = key.replace(/toy[0-9a-f]+$/, 'toysomeoneelse');
    backend.setItem(STORAGE_KEY, JSON.stringify({ [otherKey]: list }));

    const reloaded = await page(toy, backend);
    expect(reloaded.tracker.list()).toEqual([]);
    await reloaded.portico.sendTransaction({ to: RECEIVER, value: 1n });
    const after = JSON.parse(backend.getItem(STORAGE_KEY)!) as Record<string, unknown[]>;
    expect(Object.keys(after).sort()).toEqual([key, otherKey].sort());
    expect(after[otherKey]).toEqual(list);
  });

  it('nothing stored: the reloaded page reads nothing on chain and lists nothing', async () => {
    const toy = createToyChain({ transactionStatus: true });
    const backend = createMemoryStorage();
    const first = await page(toy, backend);
    await first.portico.connect({ connectorId: 'toy-wallet' });
    first.portico.destroy();

    const reloaded = await page(toy, backend);
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS * 2);
    expect(reloaded.portico.getAccount()?.status).toBe('connected');
    expect(reloaded.tracker.list()).toEqual([]);
    expect(toy.statusReads).toEqual([]);
  });
});
