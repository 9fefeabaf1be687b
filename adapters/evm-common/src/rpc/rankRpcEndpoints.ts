/**
 * Ranking of RPC endpoints by the rule of viem's `fallback({ rank })` (`rankTransports` in
 * viem/clients/transports/fallback.ts), with the spec's weights (stability 0.7, latency 0.3).
 * Over the last sampling rounds, per endpoint:
 *
 *   stability = successes / samples
 *   latency   = 1 - mean latency / highest latency of any endpoint in any sample
 *   score     = stabilityWeight * stability + latencyWeight * latency, and 0 when it never answered
 *
 * Pure: the sampling itself (timers and pings) is endpointRanking.ts.
 */

/** One endpoint's answer to one ranking ping. */
export interface EndpointSample {
  readonly latencyMs: number;
  readonly success: boolean;
}

/** A sampling round: one sample per endpoint, in configured order. */
export type SamplingRound = readonly EndpointSample[];

export interface RankingWeights {
  readonly stabilityWeight: number;
  readonly latencyWeight: number;
}

/** Scores of the endpoints, in configured order; higher is better. */
export function scoreRpcEndpoints(
  rounds: readonly SamplingRound[],
  weights: RankingWeights,
): number[] {
  const endpointCount = rounds[0]?.length ?? 0;
  const maxLatencyMs = Math.max(0, ...rounds.flatMap((round) => round.map((s) => s.latencyMs)));
  return Array.from({ length: endpointCount }, (_, endpoint) => {
    const samples = rounds.map((round) => round[endpoint] as EndpointSample);
    const stability = samples.filter((sample) => sample.success).length / samples.length;
    if (stability === 0) return 0;
    const meanLatencyMs = samples.reduce((sum, s) => sum + s.latencyMs, 0) / samples.length;
    // viem divides by zero when every sample took 0 ms; equally fast endpoints score alike here.
    const latency = maxLatencyMs === 0 ? 1 : 1 - meanLatencyMs / maxLatencyMs;
    return weights.stabilityWeight * stability + weights.latencyWeight * latency;
  });
}

/** Endpoint indexes, best score first; equal scores keep the configured order. */
export function rankRpcEndpoints(
  rounds: readonly SamplingRound[],
  weights: RankingWeights,
): number[] {
  return scoreRpcEndpoints(rounds, weights)
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => index);
}
