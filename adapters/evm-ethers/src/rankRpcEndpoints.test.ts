import fc from 'fast-check';
import { RPC_RANKING_LATENCY_WEIGHT, RPC_RANKING_STABILITY_WEIGHT } from '@portico/core';
import { rankRpcEndpoints, scoreRpcEndpoints, type SamplingRound } from './rankRpcEndpoints';

const weights = {
  stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
  latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
};
const ok = (latencyMs: number) => ({ latencyMs, success: true });
const failed = (latencyMs: number) => ({ latencyMs, success: false });

describe('scoreRpcEndpoints (viem rankTransports rule, spec weights 0.7 / 0.3)', () => {
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
  it('puts a stable fast endpoint before a flaky one and a dead one last', () => {
    const rounds: SamplingRound[] = [
      [failed(5), ok(300), ok(20)],
      [failed(5), failed(1000), ok(25)],
    ];
    expect(rankRpcEndpoints(rounds, weights)).toEqual([2, 1, 0]);
  });

  it('keeps the configured order for equal scores', () => {
    expect(rankRpcEndpoints([[ok(10), ok(10), ok(10)]], weights)).toEqual([0, 1, 2]);
  });

  it('ranks every endpoint that answered once before every endpoint that never did', () => {
    const sample = fc.record({
      latencyMs: fc.integer({ min: 0, max: 2000 }),
      success: fc.boolean(),
    });
    const rounds = fc.integer({ min: 1, max: 5 }).chain((endpoints) =>
      fc.array(fc.array(sample, { minLength: endpoints, maxLength: endpoints }), {
        minLength: 1,
        maxLength: 10,
      }),
    );
    fc.assert(
      fc.property(rounds, (samples) => {
        const order = rankRpcEndpoints(samples, weights);
        const answered = (index: number) => samples.some((round) => round[index]?.success);
        const firstSilent = order.findIndex((index) => !answered(index));
        if (firstSilent >= 0)
          expect(order.slice(firstSilent).every((i) => !answered(i))).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(order.map((_, i) => i));
      }),
    );
  });
});
