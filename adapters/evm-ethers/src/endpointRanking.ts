/**
 * Keeps the endpoints of one reader in ranked order: every `intervalMs` it samples each
 * endpoint once, keeps the last `sampleCount` rounds and re-ranks (rankRpcEndpoints.ts).
 * The timer is unref'd, so ranking never keeps Node alive; `stop()` ends it for good.
 */
import type { RpcPolicy } from '@portico/adapter-evm-common';
import { rankRpcEndpoints, type EndpointSample, type SamplingRound } from './rankRpcEndpoints';

export interface EndpointRanking {
  /** Endpoint indexes, best first; the configured order until the first round is in. */
  order(): readonly number[];
  /** Starts sampling (the first round at once); later calls do nothing. */
  start(): void;
  /** Stops sampling; a round in flight is dropped. */
  stop(): void;
}

export interface EndpointRankingOptions {
  readonly endpointCount: number;
  readonly ranking: RpcPolicy['ranking'];
  /** One cheap call to endpoint `index`, failing or resolving false after `timeoutMs`. */
  sample(index: number, timeoutMs: number): Promise<boolean>;
}

export function createEndpointRanking(options: EndpointRankingOptions): EndpointRanking {
  const { endpointCount, ranking } = options;
  const configuredOrder = Array.from({ length: endpointCount }, (_, index) => index);
  let order: readonly number[] = configuredOrder;
  let rounds: SamplingRound[] = [];
  let state: 'idle' | 'running' | 'stopped' = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sampleOne(index: number): Promise<EndpointSample> {
    const started = performance.now();
    let success = false;
    try {
      success = await options.sample(index, ranking.timeoutMs);
    } catch {
      success = false;
    }
    return { latencyMs: performance.now() - started, success };
  }

  async function runRound(): Promise<void> {
    const round = await Promise.all(configuredOrder.map(sampleOne));
    if (state !== 'running') return;
    rounds = [...rounds, round].slice(-ranking.sampleCount);
    order = rankRpcEndpoints(rounds, ranking);
    timer = setTimeout(() => void runRound(), ranking.intervalMs);
    timer.unref?.();
  }

  return {
    order: () => order,
    start() {
      // One endpoint has nothing to be ranked against: no timers at all.
      if (state !== 'idle' || endpointCount < 2) return;
      state = 'running';
      void runRound();
    },
    stop() {
      state = 'stopped';
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
