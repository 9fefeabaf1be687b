/**
 * One round of a read over the endpoints, best first. What ethers' FallbackProvider does for
 * a slow endpoint (after `stallMs` without an answer the next endpoint is asked too, and the
 * first answer wins), plus what it does not: an endpoint that fails hands over to the next at
 * once. (With quorum 1, FallbackProvider returns the first endpoint's connection error as the
 * answer; see the README.)
 */
import { classifyRpcFailure } from './rpcFailure';

export type FailoverOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The chain's own answer, or the last endpoint's failure when every endpoint failed. */
      readonly error: unknown;
      /** True when a failure was transient (no answer, a timeout, a rate limit). */
      readonly retryable: boolean;
    };

export interface FailoverOptions<T> {
  /** Endpoint indexes, best first. */
  readonly order: readonly number[];
  /** How long an endpoint may stay silent before the next one is asked as well. */
  readonly stallMs: number;
  /** Once aborted, no further endpoint is asked. */
  readonly signal: AbortSignal;
  /** Sends the read to endpoint `index`. */
  send(index: number): Promise<T>;
}

export function requestWithFailover<T>(options: FailoverOptions<T>): Promise<FailoverOutcome<T>> {
  const { order, stallMs, signal, send } = options;
  return new Promise((resolve) => {
    let next = 0;
    let running = 0;
    let settled = false;
    let retryable = false;
    let lastError: unknown;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = (outcome: FailoverOutcome<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      resolve(outcome);
    };

    const askNext = () => {
      clearTimeout(stallTimer);
      if (settled) return;
      if (signal.aborted) return settle({ ok: false, error: signal.reason, retryable: false });
      const index = order[next];
      if (index === undefined) {
        if (running === 0) settle({ ok: false, error: lastError, retryable });
        return;
      }
      next++;
      running++;
      if (next < order.length) stallTimer = setTimeout(askNext, stallMs);
      send(index).then(
        (value) => settle({ ok: true, value }),
        (error: unknown) => {
          running--;
          const failure = classifyRpcFailure(error);
          if (failure === 'answer') return settle({ ok: false, error, retryable: false });
          retryable ||= failure === 'transient';
          lastError = error;
          askNext();
        },
      );
    };

    askNext();
  });
}
