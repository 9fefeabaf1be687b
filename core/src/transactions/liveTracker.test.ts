import {
  PENDING_TRANSACTIONS_LIMIT,
  SEND_CONFIRMATION_WAIT_MS,
  TOAST_REPLACE_MS,
  TRANSACTION_STATUS_POLL_MS,
} from '../constants';
import type { SendTokenParams } from '../contracts/adapter';
import { MESSAGES } from '../errors/messages';
import type { Portico } from '../portico';
import { connectedScene, explorerNetwork, flush, sceneNetworks } from './__fixtures__/trackerScene';

const RECEIVER = 'toyreceiver';
const instances: Portico[] = [];
afterEach(() => {
  instances.splice(0).forEach((instance) => instance.destroy());
  jest.useRealTimers();
});

async function connected(...args: Parameters<typeof connectedScene>) {
  const page = await connectedScene(...args);
  instances.push(page.portico);
  return page;
}

/** One poll interval, then the 150 ms a visible toast takes to be replaced. */
async function nextPoll() {
  await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS);
  await flush();
  await jest.advanceTimersByTimeAsync(TOAST_REPLACE_MS);
}

describe('transaction status: a send is tracked', () => {
  it("records the send as pending with its summary and shows 'Transaction started' (loading)", async () => {
    const { portico, tracker, toast, toy } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_500_000n });

    expect(tracker.list()).toEqual([
      {
        hash,
        namespace: 'toychain',
        caipNetworkId: 'toychain:toy-1',
        from: toy.wallet.address,
        status: 'pending',
        sentAt: expect.any(Number),
        summary: { amount: '1.5', symbol: 'TOY', to: RECEIVER },
        explorerUrl: `https://toyscan.example/tx/${hash}?cluster=dev`,
      },
    ]);
    expect(toast()).toMatchObject({
      open: true,
      variant: 'loading',
      message: MESSAGES.transactionStarted,
      link: { href: `https://toyscan.example/tx/${hash}?cluster=dev`, label: 'View on Toyscan' },
    });
    expect(MESSAGES.transactionStarted).toBe('Transaction started');
  });

  it('an amount above 2^53 base units stays exact in the summary', async () => {
    const { portico, tracker, toy } = await connected();
    toy.ledger.set(toy.wallet.address, 2n ** 80n);
    await portico.sendTransaction({ to: RECEIVER, value: 2n ** 53n + 1n });
    expect(tracker.list()[0]?.summary?.amount).toBe('9007199254.740993');
  });

  it("a token send's summary uses the token's decimals and symbol", async () => {
    const { portico, tracker } = await connected();
    let sent = 0;
    portico.getAdapter('toychain').sendToken = async (_: SendTokenParams) => `toytoken-${++sent}`;
    const token = { address: 'toymint', decimals: 18, symbol: 'TUSD' };
    await portico.sendToken({ to: RECEIVER, token, amount: 10n ** 18n + 1n });
    expect(tracker.list()[0]).toMatchObject({
      hash: 'toytoken-1',
      summary: { amount: '1.000000000000000001', symbol: 'TUSD', to: RECEIVER },
    });
  });

  it("confirmed on chain: 'Transaction confirmed' (success) with the explorer link", async () => {
    const { portico, tracker, toast, toy } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    toy.statuses.set(hash, 'confirmed');
    await nextPoll();

    expect(tracker.list()[0]?.status).toBe('confirmed');
    expect(toast()).toMatchObject({
      open: true,
      variant: 'success',
      message: MESSAGES.transactionConfirmed,
      link: { href: `https://toyscan.example/tx/${hash}?cluster=dev`, label: 'View on Toyscan' },
    });
  });

  it.each(['failed', 'dropped'] as const)(
    "%s on chain: status failed, 'Transaction failed' (error) with the explorer link",
    async (chainStatus) => {
      const { portico, tracker, toast, toy } = await connected();
      const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
      toy.statuses.set(hash, chainStatus);
      await nextPoll();

      expect(tracker.list()[0]?.status).toBe('failed');
      expect(toast()).toMatchObject({
        variant: 'error',
        message: MESSAGES.transactionFailed,
        link: { href: `https://toyscan.example/tx/${hash}?cluster=dev` },
      });
    },
  );

  it('an answer outside the allow-list leaves the transaction pending', async () => {
    const { portico, tracker, toy } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    toy.statuses.set(hash, 'mined' as never);
    await nextPoll();
    expect(tracker.list()[0]?.status).toBe('pending');
  });

  it('a network without an explorer: no link anywhere', async () => {
    const { portico, tracker, toast, toy } = await connected();
    await portico.switchNetwork(sceneNetworks[1]);
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    expect(tracker.list()[0]).not.toHaveProperty('explorerUrl');
    expect(toast()).not.toHaveProperty('link');
    toy.statuses.set(hash, 'confirmed');
    await nextPoll();
    expect(toast()).toMatchObject({ message: MESSAGES.transactionConfirmed });
    expect(toast()).not.toHaveProperty('link');
  });
});

describe('transaction status: watching', () => {
  it("reads on the instance's timers, every poll interval, and stops once nothing is pending", async () => {
    const { portico, toy } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    await flush();
    expect(toy.statusReads).toEqual([hash]); // at once
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS * 2);
    expect(toy.statusReads).toHaveLength(3);

    toy.statuses.set(hash, 'confirmed');
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS * 5);
    expect(toy.statusReads).toHaveLength(4);
  });

  it('destroy() stops every read', async () => {
    const { portico, toy } = await connected();
    await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    await flush();
    portico.destroy();
    const reads = toy.statusReads.length;
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS * 5);
    expect(toy.statusReads).toHaveLength(reads);
  });

  it('a failed status read is tried again at the next poll', async () => {
    const { portico, tracker, toy } = await connected();
    const adapter = portico.getAdapter('toychain');
    const read = adapter.getTransactionStatus!;
    let failures = 2;
    adapter.getTransactionStatus = (params) =>
      failures-- > 0 ? Promise.reject(new Error('node down')) : read(params);
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    toy.statuses.set(hash, 'confirmed');
    await nextPoll();
    expect(tracker.list()[0]?.status).toBe('pending');
    await nextPoll();
    expect(tracker.list()[0]?.status).toBe('confirmed');
  });

  it(`at ${PENDING_TRANSACTIONS_LIMIT} pending, watching stops (spec 4); the oldest beyond are dropped (spec 9)`, async () => {
    const { portico, tracker, toy, backend } = await connected();
    const hashes: string[] = [];
    for (let n = 0; n < PENDING_TRANSACTIONS_LIMIT + 1; n += 1) {
      hashes.push(await portico.sendTransaction({ to: RECEIVER, value: 1n }));
      await jest.advanceTimersByTimeAsync(1); // a later sentAt for each
    }
    await flush();
    const list = tracker.list();
    expect(list).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    expect(list.map((tx) => tx.hash)).not.toContain(hashes[0]);
    const stored = JSON.parse(backend.getItem('@portico/transactions')!) as Record<
      string,
      unknown[]
    >;
    expect(Object.values(stored)[0]).toHaveLength(PENDING_TRANSACTIONS_LIMIT);

    // The poll that finds 99 pending reads them all, then watching stops.
    const reads = toy.statusReads.length;
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS);
    expect(toy.statusReads).toHaveLength(reads + PENDING_TRANSACTIONS_LIMIT);
    await jest.advanceTimersByTimeAsync(TRANSACTION_STATUS_POLL_MS * 3);
    expect(toy.statusReads).toHaveLength(reads + PENDING_TRANSACTIONS_LIMIT);
  });

  it('an adapter without getTransactionStatus: the send stays pending, unstored, and the started toast hides itself', async () => {
    const { portico, tracker, toast, backend } = await connected({});
    expect(portico.getAdapter('toychain').getTransactionStatus).toBeUndefined();
    await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    expect(tracker.list()[0]?.status).toBe('pending');
    expect(toast()).toMatchObject({ variant: 'success', message: MESSAGES.transactionStarted });
    expect(backend.getItem('@portico/transactions')).toBeNull();
    const settled = tracker.waitFor(tracker.list()[0]!.hash, { timeoutMs: 10 });
    await jest.advanceTimersByTimeAsync(10);
    await expect(settled).resolves.toBe('pending');
  });
});

describe('transaction status: waitFor, list and subscribe', () => {
  it('waitFor settles with the chain status once it is read', async () => {
    const { portico, tracker, toy } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    const settled = tracker.waitFor(hash);
    toy.statuses.set(hash, 'dropped');
    await nextPoll();
    await expect(settled).resolves.toBe('failed');
    await expect(tracker.waitFor(hash)).resolves.toBe('failed'); // already settled
  });

  it(`waitFor settles 'pending' after the spec's ${SEND_CONFIRMATION_WAIT_MS / 1000} s by default, or timeoutMs`, async () => {
    const { portico, tracker } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    let byDefault: string | undefined;
    let short: string | undefined;
    void tracker.waitFor(hash).then((status) => (byDefault = status));
    void tracker.waitFor(hash, { timeoutMs: 1_000 }).then((status) => (short = status));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(short).toBe('pending');
    await jest.advanceTimersByTimeAsync(SEND_CONFIRMATION_WAIT_MS - 1_001);
    expect(byDefault).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(byDefault).toBe('pending');
  });

  it("waitFor settles 'pending' when its signal aborts, and when the instance is destroyed", async () => {
    const { portico, tracker } = await connected();
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1_000n });
    const controller = new AbortController();
    const aborted = tracker.waitFor(hash, { signal: controller.signal });
    controller.abort();
    await expect(aborted).resolves.toBe('pending');
    const waiting = tracker.waitFor(hash);
    portico.destroy();
    await expect(waiting).resolves.toBe('pending');
  });

  it('list: pending first, then newest first; the same array until something changes', async () => {
    const { portico, tracker, toy } = await connected();
    const first = await portico.sendTransaction({ to: RECEIVER, value: 1n });
    await jest.advanceTimersByTimeAsync(10);
    const second = await portico.sendTransaction({ to: RECEIVER, value: 2n });
    await jest.advanceTimersByTimeAsync(10);
    const third = await portico.sendTransaction({ to: RECEIVER, value: 3n });
    expect(tracker.list().map((tx) => tx.hash)).toEqual([third, second, first]);

    toy.statuses.set(third, 'confirmed');
    await nextPoll();
    const list = tracker.list();
    expect(list.map((tx) => tx.hash)).toEqual([second, first, third]);
    expect(tracker.list()).toBe(list);
  });

  it("list: the connected account's transactions on its active network only; empty once disconnected", async () => {
    const { portico, tracker } = await connected();
    await portico.sendTransaction({ to: RECEIVER, value: 1n });
    await portico.switchNetwork(sceneNetworks[1]);
    expect(tracker.list()).toEqual([]);
    await portico.switchNetwork(explorerNetwork);
    expect(tracker.list()).toHaveLength(1);
    expect(tracker.list('othchain')).toEqual([]);
    await portico.disconnect();
    expect(tracker.list()).toEqual([]);
  });

  it('subscribe: told when a transaction is added and when its status changes', async () => {
    const { portico, tracker, toy } = await connected();
    const listener = jest.fn();
    const stop = tracker.subscribe(listener);
    const hash = await portico.sendTransaction({ to: RECEIVER, value: 1n });
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    toy.statuses.set(hash, 'confirmed');
    await nextPoll();
    expect(listener).toHaveBeenCalled();
    stop();
    listener.mockClear();
    await portico.sendTransaction({ to: RECEIVER, value: 1n });
    expect(listener).not.toHaveBeenCalled();
  });

  it('two instances share nothing', async () => {
    const one = await connected();
    const two = await connected();
    await one.portico.sendTransaction({ to: RECEIVER, value: 1n });
    expect(one.tracker.list()).toHaveLength(1);
    expect(two.tracker.list()).toEqual([]);
    expect(two.backend.getItem('@portico/transactions')).toBeNull();
  });
});
