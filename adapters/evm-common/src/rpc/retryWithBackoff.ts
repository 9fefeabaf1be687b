/**
 * Retries a round over the endpoints that failed transiently, after the spec's backoff
 * (`policy.retryDelayMs(n)`: min(1000 * 2^n, 30000) ms by default), up to `retryCount` times.
 * A retry is a new round over every endpoint, in their ranked order at that time.
 *
 * Why not viem's `retryCount` / `retryDelay`: viem waits `2^n * retryDelay` with no upper bound
 * (or what a Retry-After header asks), which breaks the spec's 30 s cap and cannot express a
 * policy's own delays; and ethers retries nothing but HTTP 429.
 */
import type { FailoverOutcome } from './endpointFailover';

export interface RetryOptions {
  readonly retryCount: number;
  retryDelayMs(attempt: number): number;
  /** Stops waiting and retrying; the caller reports the abort. */
  readonly signal: AbortSignal;
}

export async function retryWithBackoff<T>(
  round: () => Promise<FailoverOutcome<T>>,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await round();
    if (outcome.ok) return outcome.value;
    if (!outcome.retryable || attempt >= options.retryCount || options.signal.aborted) {
      throw outcome.error;
    }
    await wait(options.retryDelayMs(attempt), options.signal);
    if (options.signal.aborted) throw outcome.error;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (no timer is left behind). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
