import fc from 'fast-check';
import {
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
} from '@portico/core';
import { rankRpcEndpoints, scoreRpcEndpoints, type SamplingRound } from './rankRpcEndpoints';

const weights = {
  stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
  latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
};
const ok = (latencyMs: number) => ({ latencyMs, success: true });
const failed = (latencyMs: number) => ({ latencyMs, success: false });

describe('scoreRpcEndpoints (viem’s rankTransports rule, the spec’s weights 0.7 / 0.3)', () => {
  it('scores 0.7 * success rate + 0.3 * (1 - mean latency / slowest latency seen)', () => {
    const rounds: SamplingRound[] = [
      [ok(100), ok(400)],
      [ok(300), failed(200)],
    ];
    const [first, second] = scoreRpcEndpoints(rounds, weights);
    // first: stability 1, mean 200 of max 400 -> 0.7 + 0.3 * 0.5
    expect(first).toBeCloseTo(0.85, 10);
    // second: stability 0.5, mean 300 of max 400 -> 0.35 + 0.3 * 0.25
    expect(second).toBeCloseTo(0.425, 10);
  });

  it('scores 0 for an endpoint that never answered, however fast it failed', () => {
    expect(scoreRpcEndpoints([[failed(1), ok(900)]], weights)[0]).toBe(0);
  });

  it('scores equally fast endpoints alike when every sample took 0 ms (no division by zero)', () => {
    expect(scoreRpcEndpoints([[ok(0), ok(0)]], weights)).toEqual([1, 1]);
  });
});

describe('rankRpcEndpoints', () => {
  it('puts the faster endpoint first when both always answer', () => {
    const rounds = [
      [ok(80), ok(5)],
      [ok(90), ok(6)],
    ];
    expect(rankRpcEndpoints(rounds, weights)).toEqual([1, 0]);
  });

  it('prefers stability to latency by the weights: always answering in 100 ms beats half the time in 1 ms', () => {
    const rounds = [
      [ok(1), ok(100)],
      [failed(1), ok(100)],
    ];
    // 0.7 * 0.5 + 0.3 * 0.99 = 0.647 against 0.7 * 1 + 0.3 * 0 = 0.7
    expect(rankRpcEndpoints(rounds, weights)).toEqual([1, 0]);
  });

  it('keeps the configured order for equal scores, and gives nothing for no samples', () => {
    expect(rankRpcEndpoints([[ok(10), ok(10), ok(10)]], weights)).toEqual([0, 1, 2]);
    expect(rankRpcEndpoints([], weights)).toEqual([]);
  });

  it('returns every endpoint once, each one that answered before each one that never did', () => {
    const sample = fc.record({ latencyMs: fc.nat({ max: 5_000 }), success: fc.boolean() });
    const rounds = fc.integer({ min: 1, max: 6 }).chain((endpoints) =>
      fc.array(fc.array(sample, { minLength: endpoints, maxLength: endpoints }), {
        minLength: 1,
        maxLength: RPC_RANKING_SAMPLE_COUNT,
      }),
    );
    fc.assert(
      fc.property(rounds, (samples) => {
        const order = rankRpcEndpoints(samples, weights);
        expect([...order].sort((a, b) => a - b)).toEqual(samples[0]!.map((_, i) => i));
        const answered = (i: number) => samples.some((round) => round[i]!.success);
        const firstSilent = order.findIndex((i) => !answered(i));
        if (firstSilent >= 0)
          expect(order.slice(firstSilent).every((i) => !answered(i))).toBe(true);
      }),
    );
  });
});
