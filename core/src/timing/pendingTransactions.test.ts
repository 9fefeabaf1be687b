import { PENDING_TRANSACTIONS_LIMIT } from '../constants';
import { createPendingTransactionsWatcher } from './pendingTransactions';

const INTERVAL_MS = 4_000;

/** A poll that answers the given counts in turn, then repeats the last one. */
function pollAnswering(...counts: number[]) {
  let call = 0;
  return jest.fn(async () => counts[Math.min(call++, counts.length - 1)] ?? 0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('pending transactions watcher (jest fake timers)', () => {
  it('polls at once on start, then every interval', async () => {
    const poll = pollAnswering(1);
    const onPending = jest.fn();
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS, onPending });
    expect(poll).not.toHaveBeenCalled();

    watcher.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(onPending).toHaveBeenLastCalledWith(1);
    expect(watcher.status()).toBe('watching');
    watcher.stop();
  });

  it('pending transaction watching stops after 99 pending transactions', async () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
    const poll = pollAnswering(3, 98, 99, 5);
    const onPending = jest.fn();
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS, onPending });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(watcher.status()).toBe('limitReached');

    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 10);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onPending.mock.calls).toEqual([[3], [98], [99]]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('watching stops once a poll returns a list of 99 or more pending transactions', async () => {
    const poll = jest.fn(async () => Array.from({ length: 120 }, (_, index) => ({ hash: index })));
    const onPending = jest.fn();
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS, onPending });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 5);

    expect(poll).toHaveBeenCalledTimes(1);
    expect(onPending).toHaveBeenCalledWith(120);
    expect(watcher.status()).toBe('limitReached');
  });

  it('98 pending transactions keep the watching going', async () => {
    const poll = jest.fn(async () => new Array<unknown>(98));
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 2);

    expect(poll).toHaveBeenCalledTimes(3);
    expect(watcher.status()).toBe('watching');
    watcher.stop();
  });

  it('a custom limit replaces 99', async () => {
    const poll = pollAnswering(1, 2, 3);
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS, limit: 2 });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 5);

    expect(poll).toHaveBeenCalledTimes(2);
    expect(watcher.status()).toBe('limitReached');
  });

  it('stop() means no further polls', async () => {
    const poll = pollAnswering(1);
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS });
    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);

    watcher.stop();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 10);

    expect(poll).toHaveBeenCalledTimes(2);
    expect(watcher.status()).toBe('stopped');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('the answer of a poll in flight when stop() is called is ignored', async () => {
    let answer: (count: number) => void = () => undefined;
    const poll = jest.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const onPending = jest.fn();
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS, onPending });

    watcher.start();
    watcher.stop();
    answer(5);
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 3);

    expect(poll).toHaveBeenCalledTimes(1);
    expect(onPending).not.toHaveBeenCalled();
  });

  it('a slow poll is never overlapped: the next one waits for it to settle', async () => {
    const poll = jest.fn(
      () => new Promise<number>((resolve) => setTimeout(() => resolve(1), INTERVAL_MS * 2)),
    );
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 2 - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('a failing poll is reported and retried after the interval', async () => {
    const failure = new Error('network down');
    const poll = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(2);
    const onError = jest.fn();
    const onPending = jest.fn();
    const watcher = createPendingTransactionsWatcher({
      poll,
      intervalMs: INTERVAL_MS,
      onError,
      onPending,
    });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);

    expect(onError).toHaveBeenCalledWith(failure);
    expect(onPending).toHaveBeenCalledWith(2);
    expect(watcher.status()).toBe('watching');
    watcher.stop();
  });

  it('start() while watching does not start a second polling loop', async () => {
    const poll = pollAnswering(1);
    const watcher = createPendingTransactionsWatcher({ poll, intervalMs: INTERVAL_MS });

    watcher.start();
    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS);

    expect(poll).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('uses the given schedule with the interval and cancels through it on stop', async () => {
    const cancel = jest.fn();
    const schedule = jest.fn((_run: () => void, _delayMs: number) => cancel);
    const watcher = createPendingTransactionsWatcher({
      poll: pollAnswering(1),
      intervalMs: 1_234,
      schedule,
    });

    watcher.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(schedule.mock.calls[0]?.[1]).toBe(1_234);

    watcher.stop();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('two watchers share nothing', async () => {
    const first = createPendingTransactionsWatcher({ poll: pollAnswering(1), intervalMs: 1_000 });
    const secondPoll = pollAnswering(1);
    const second = createPendingTransactionsWatcher({ poll: secondPoll, intervalMs: 1_000 });

    first.start();
    second.start();
    first.stop();
    await jest.advanceTimersByTimeAsync(3_000);

    expect(first.status()).toBe('stopped');
    expect(second.status()).toBe('watching');
    expect(secondPoll).toHaveBeenCalledTimes(4);
    second.stop();
  });

  it('stopped from onPending (nothing left to watch), it makes no further poll', async () => {
    const poll = pollAnswering(0);
    const watcher = createPendingTransactionsWatcher({
      poll,
      intervalMs: INTERVAL_MS,
      onPending: (count) => {
        if (count === 0) watcher.stop();
      },
    });

    watcher.start();
    await jest.advanceTimersByTimeAsync(INTERVAL_MS * 3);

    expect(poll).toHaveBeenCalledTimes(1);
    expect(watcher.status()).toBe('stopped');
    expect(jest.getTimerCount()).toBe(0);
  });
});
