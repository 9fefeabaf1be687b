/**
 * Ranking of RPC endpoints by the rule viem's `fallback({ rank: true })` uses
 * (viem/_esm/clients/transports/fallback.js, `rankTransports`), so both EVM adapters order
 * endpoints alike. Over the last `sampleCount` sampling rounds, per endpoint:
 *
 *   stability = successes / samples
 *   latency   = 1 - mean latency / highest latency of any endpoint in any sample
 *   score     = stabilityWeight * stability + latencyWeight * latency, and 0 when it never answered
 *
 * Pure: the sampling (timers and calls) lives in endpointRanking.ts.
 */

/** One endpoint's answer to one sampling call. */
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
  const maxLatency = Math.max(0, ...rounds.flatMap((round) => round.map((s) => s.latencyMs)));
  return Array.from({ length: endpointCount }, (_, endpoint) => {
    const samples = rounds.map((round) => round[endpoint] as EndpointSample);
    const stability = samples.filter((sample) => sample.success).length / samples.length;
    if (stability === 0) return 0;
    const meanLatency = samples.reduce((sum, sample) => sum + sample.latencyMs, 0) / samples.length;
    // viem divides by zero when every sample took 0 ms; equally fast endpoints score alike here.
    const latency = maxLatency === 0 ? 1 : 1 - meanLatency / maxLatency;
    return weights.stabilityWeight * stability + weights.latencyWeight * latency;
  });
}

/** Endpoint indexes, best score first; equal scores keep the configured order. */
export function rankRpcEndpoints(
  rounds: readonly SamplingRound[],
  weights: RankingWeights,
): number[] {
  const scores = scoreRpcEndpoints(rounds, weights);
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => index);
}
