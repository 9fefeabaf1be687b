/**
 * One round of a request over the endpoints, best first. An endpoint that fails hands over to
 * the next at once; one that stays silent for `stallMs` (the spec's ranking timeout, 1000 ms)
 * gets the next one asked as well, and the first answer wins. The requests still running when
 * the round is decided are aborted.
 *
 * Why not the libraries' own: viem's `fallback` waits out an endpoint's whole request timeout
 * (10 s) before it asks the next one; ethers' `FallbackProvider` hedges after a stall, but with
 * quorum 1 it takes the first endpoint's connection error as the answer, and its priorities
 * are fixed, so ranking cannot reorder them.
 */
import type { RpcFailure } from './rpcFailure';

/** One endpoint's JSON-RPC request: resolves with the `result`, rejects with the library's error. */
export type RpcRequestFn = (
  method: string,
  params: readonly unknown[],
  signal: AbortSignal,
) => Promise<unknown>;

export type FailoverOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The chain's own answer, the abort reason, or the last failure when every endpoint failed. */
      readonly error: unknown;
      /** True when a failure was transient (no answer, a timeout, a rate limit). */
      readonly retryable: boolean;
    };

export interface FailoverOptions<T> {
  /** Endpoint indexes, best first. */
  readonly order: readonly number[];
  /** How long an endpoint may stay silent before the next one is asked as well. */
  readonly stallMs: number;
  /** Ends the round at once (outcome: the abort reason), and every request in it. */
  readonly signal: AbortSignal;
  /** Sends the request to endpoint `index`; `signal` aborts when the round no longer needs it. */
  send(index: number, signal: AbortSignal): Promise<T>;
  classify(error: unknown): RpcFailure;
}

export function requestWithFailover<T>(options: FailoverOptions<T>): Promise<FailoverOutcome<T>> {
  const { order, stallMs, signal, send, classify } = options;
  const round = new AbortController();
  return new Promise((resolve) => {
    let next = 0;
    let running = 0;
    let retryable = false;
    let lastError: unknown;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = (outcome: FailoverOutcome<T>) => {
      if (round.signal.aborted) return;
      clearTimeout(stallTimer);
      signal.removeEventListener('abort', onAbort);
      round.abort();
      resolve(outcome);
    };
    const onAbort = () => settle({ ok: false, error: signal.reason, retryable: false });

    const askNext = () => {
      clearTimeout(stallTimer);
      if (round.signal.aborted) return;
      const index = order[next];
      if (index === undefined) {
        if (running === 0) settle({ ok: false, error: lastError, retryable });
        return;
      }
      next++;
      running++;
      if (next < order.length) stallTimer = setTimeout(askNext, stallMs);
      new Promise<T>((answer) => answer(send(index, round.signal))).then(
        (value) => settle({ ok: true, value }),
        (error: unknown) => {
          running--;
          if (round.signal.aborted) return;
          const failure = classify(error);
          if (failure === 'answer') return settle({ ok: false, error, retryable: false });
          retryable ||= failure === 'transient';
          lastError = error;
          askNext();
        },
      );
    };

    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    askNext();
  });
}
