/**
 * Keeps one reader's endpoints in ranked order: a round of pings at once, then one round every
 * `intervalMs` after the previous one ended, over the last `sampleCount` rounds
 * (rankRpcEndpoints.ts). A ping that has not answered after `timeoutMs` is aborted and counts
 * as a failure.
 *
 * Why not viem's own `fallback({ rank })`: its sampling loop re-arms a `setTimeout` that
 * nothing can clear, so it pings, and keeps Node alive, for as long as the process lives; and
 * ethers has no ranking. This loop waits on an unref'd timer (ranking never keeps a Node
 * process alive) and `stop()` ends it for good, aborting the pings in flight.
 */
import type { RpcPolicy } from '../library';
import { rankRpcEndpoints, type EndpointSample, type SamplingRound } from './rankRpcEndpoints';

/** Asks endpoint `index` something cheap; resolves when it answered. Must honour `signal`. */
export type PingEndpoint = (index: number, signal: AbortSignal) => Promise<unknown>;

export interface EndpointRanking {
  /** Endpoint indexes, best first; the configured order until the first round is in. */
  order(): readonly number[];
  /** Starts sampling (the first round at once); later calls do nothing. */
  start(): void;
  /** Stops sampling and aborts the pings in flight; for good. */
  stop(): void;
}

export function createEndpointRanking(options: {
  readonly endpointCount: number;
  readonly ranking: RpcPolicy['ranking'];
  readonly ping: PingEndpoint;
}): EndpointRanking {
  const { endpointCount, ranking, ping } = options;
  const configuredOrder = Array.from({ length: endpointCount }, (_, index) => index);
  const lifetime = new AbortController();
  let order: readonly number[] = configuredOrder;
  let rounds: SamplingRound[] = [];
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sampleOne(index: number): Promise<EndpointSample> {
    const startedAt = performance.now();
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    lifetime.signal.addEventListener('abort', abort);
    let expire: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<false>((resolve) => {
      expire = setTimeout(() => {
        attempt.abort();
        resolve(false);
      }, ranking.timeoutMs);
    });
    const answered = ping(index, attempt.signal).then(
      () => true,
      () => false,
    );
    const success = await Promise.race([answered, expired]);
    clearTimeout(expire);
    lifetime.signal.removeEventListener('abort', abort);
    return { latencyMs: performance.now() - startedAt, success };
  }

  async function sampleRound(): Promise<void> {
    timer = undefined;
    const round = await Promise.all(configuredOrder.map(sampleOne));
    if (lifetime.signal.aborted) return;
    rounds = [...rounds, round].slice(-ranking.sampleCount);
    order = rankRpcEndpoints(rounds, ranking);
    timer = setTimeout(() => void sampleRound(), ranking.intervalMs);
    // Ranking is housekeeping: it must not keep a Node process (a test, an SSR server) alive.
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    order: () => order,
    start() {
      // One endpoint has nothing to be ranked against: no pings, no timers.
      if (started || lifetime.signal.aborted || endpointCount < 2) return;
      started = true;
      void sampleRound();
    },
    stop() {
      lifetime.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
