/**
 * Polls for pending transactions until told to stop. Spec section 4: "Pending transaction
 * watching stops after 99 pending transactions": once a poll reports PENDING_TRANSACTIONS_LIMIT
 * or more, no further poll is made.
 *
 * The next poll is scheduled only after the previous one settled, so a slow network never
 * piles up requests.
 */
import { PENDING_TRANSACTIONS_LIMIT } from '../constants';

/** Runs `run` after `delayMs`; returns a function that cancels it. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export interface PendingTransactionsWatcherOptions {
  /** The pending transactions now: their count, or the list of them. */
  readonly poll: () => Promise<number | readonly unknown[]>;
  /** Pause between the end of one poll and the start of the next. */
  readonly intervalMs: number;
  /** Defaults to setTimeout / clearTimeout. */
  readonly schedule?: Schedule;
  /** Defaults to PENDING_TRANSACTIONS_LIMIT (99). */
  readonly limit?: number;
  /** Called with the count of every successful poll; it may stop the watcher. */
  readonly onPending?: (count: number) => void;
  /** Called when a poll fails; the watcher tries again after `intervalMs`. */
  readonly onError?: (error: unknown) => void;
}

export type PendingTransactionsWatcherStatus = 'idle' | 'watching' | 'limitReached' | 'stopped';

export interface PendingTransactionsWatcher {
  /** Polls at once, then every `intervalMs`. No-op while already watching. */
  start(): void;
  /** No poll is made after this; the result of a poll in flight is ignored. */
  stop(): void;
  status(): PendingTransactionsWatcherStatus;
}

export function createPendingTransactionsWatcher(
  options: PendingTransactionsWatcherOptions,
): PendingTransactionsWatcher {
  const { poll, intervalMs, onPending, onError } = options;
  const schedule = options.schedule ?? scheduleWithTimeout;
  const limit = options.limit ?? PENDING_TRANSACTIONS_LIMIT;

  let status: PendingTransactionsWatcherStatus = 'idle';
  /** Increases on every start and stop, so a poll of an earlier run cannot act. */
  let run = 0;
  let cancelNext: (() => void) | undefined;

  async function tick(ofRun: number): Promise<void> {
    cancelNext = undefined;
    let count: number | undefined;
    try {
      const pending = await poll();
      count = typeof pending === 'number' ? pending : pending.length;
    } catch (error) {
      if (ofRun === run) onError?.(error);
    }
    if (ofRun !== run) return;

    if (count !== undefined) {
      onPending?.(count);
      // onPending may have stopped (or restarted) the watcher: this run ends here then.
      if (ofRun !== run) return;
      if (count >= limit) {
        status = 'limitReached';
        run++;
        return;
      }
    }
    cancelNext = schedule(() => void tick(ofRun), intervalMs);
  }

  return {
    start() {
      if (status === 'watching') return;
      status = 'watching';
      void tick(++run);
    },
    stop() {
      run++;
      cancelNext?.();
      cancelNext = undefined;
      if (status === 'watching') status = 'stopped';
    },
    status: () => status,
  };
}

function scheduleWithTimeout(run: () => void, delayMs: number): () => void {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
}
