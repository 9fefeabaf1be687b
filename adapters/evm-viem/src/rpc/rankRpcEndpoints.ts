/**
 * Ranking of RPC endpoints by the spec's numbers (section 9: a sample every 4000 ms, the last 10
 * samples, 1000 ms ping timeout, stability 0.7 and latency 0.3), scored exactly as viem's
 * `fallback({ rank })` scores them.
 *
 * Why not viem's own `rank` option: viem 2.57 starts a sampling loop that can never be stopped
 * (it re-arms itself with a `setTimeout` nobody can clear), so every reader would ping its
 * endpoints, and keep Node alive, for as long as the process lives. This loop stops on `stop()`,
 * aborts the pings in flight, and its timer does not hold the event loop open.
 */
import type { RpcPolicy } from '@portico/adapter-evm-common';

export type RankingPolicy = RpcPolicy['ranking'];

/** One ping of one endpoint. */
export interface PingSample {
  readonly latencyMs: number;
  readonly success: boolean;
}

/** Pings one endpoint; rejects when it does not answer within `timeoutMs` or `signal` aborts. */
export type PingEndpoint<Endpoint> = (
  endpoint: Endpoint,
  options: { readonly signal: AbortSignal; readonly timeoutMs: number },
) => Promise<unknown>;

export interface EndpointRanking<Endpoint> {
  /** The endpoints, best first (the configured order until the first round of pings ends). */
  current(): readonly Endpoint[];
  /** Stops sampling and aborts the pings in flight. Idempotent. */
  stop(): void;
}

/**
 * Endpoint indexes, best first, from rounds of samples (one entry per endpoint in each round).
 * viem's scoring: stability is the share of successful pings; latency scores 1 - mean / max,
 * where max is the slowest ping of all rounds; an endpoint that never answered scores 0. Ties
 * keep the configured order.
 */
export function rankBySamples(
  rounds: readonly (readonly PingSample[])[],
  weights: Pick<RankingPolicy, 'stabilityWeight' | 'latencyWeight'>,
): number[] {
  const endpointCount = rounds[0]?.length ?? 0;
  const maxLatencyMs = Math.max(0, ...rounds.flatMap((round) => round.map((s) => s.latencyMs)));
  const scores = Array.from({ length: endpointCount }, (_, index) => {
    const samples = rounds.map((round) => round[index] as PingSample);
    const stability = samples.filter((s) => s.success).length / samples.length;
    if (stability === 0) return 0;
    const meanLatencyMs = samples.reduce((sum, s) => sum + s.latencyMs, 0) / samples.length;
    const latencyScore = maxLatencyMs > 0 ? 1 - meanLatencyMs / maxLatencyMs : 1;
    return weights.latencyWeight * latencyScore + weights.stabilityWeight * stability;
  });
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score)
    .map(({ index }) => index);
}

/**
 * Starts ranking `endpoints`: a first round of pings at once, then one round every
 * `policy.intervalMs` after the previous round ended. Call `stop()` when done with them.
 */
export function startEndpointRanking<Endpoint>(
  endpoints: readonly Endpoint[],
  policy: RankingPolicy,
  ping: PingEndpoint<Endpoint>,
): EndpointRanking<Endpoint> {
  let order: readonly Endpoint[] = endpoints;
  const rounds: PingSample[][] = [];
  const lifetime = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const timedPing = async (endpoint: Endpoint): Promise<PingSample> => {
    const start = Date.now();
    let success = true;
    try {
      await ping(endpoint, { signal: lifetime.signal, timeoutMs: policy.timeoutMs });
    } catch {
      success = false;
    }
    return { latencyMs: Date.now() - start, success };
  };

  const sampleRound = async (): Promise<void> => {
    timer = undefined;
    const round = await Promise.all(endpoints.map(timedPing));
    if (lifetime.signal.aborted) return;
    rounds.push(round);
    if (rounds.length > policy.sampleCount) rounds.shift();
    order = rankBySamples(rounds, policy).map((index) => endpoints[index] as Endpoint);
    timer = setTimeout(() => void sampleRound(), policy.intervalMs);
    // Ranking is housekeeping: it must not keep a Node process (a test, an SSR server) alive.
    (timer as { unref?: () => void }).unref?.();
  };

  void sampleRound();
  return {
    current: () => order,
    stop() {
      lifetime.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
