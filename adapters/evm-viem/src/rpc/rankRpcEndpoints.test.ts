import fc from 'fast-check';
import {
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
} from '@portico/core';
import {
  rankBySamples,
  startEndpointRanking,
  type PingSample,
  type RankingPolicy,
} from './rankRpcEndpoints';

const WEIGHTS = {
  stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
  latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
};
const ok = (latencyMs: number): PingSample => ({ latencyMs, success: true });
const failed = (latencyMs: number): PingSample => ({ latencyMs, success: false });

describe('rankBySamples (viem’s scoring with the spec’s weights 0.7 / 0.3)', () => {
  it('puts the faster endpoint first when both always answer', () => {
    expect(
      rankBySamples(
        [
          [ok(80), ok(5)],
          [ok(90), ok(6)],
        ],
        WEIGHTS,
      ),
    ).toEqual([1, 0]);
  });

  it('puts an endpoint that never answered last, however fast it fails', () => {
    expect(
      rankBySamples(
        [
          [failed(1), ok(200)],
          [failed(1), ok(300)],
        ],
        WEIGHTS,
      ),
    ).toEqual([1, 0]);
  });

  it('prefers stability to latency by the weights: always answering in 100 ms beats half the time in 1 ms', () => {
    const rounds = [
      [ok(1), ok(100)],
      [failed(1), ok(100)],
    ];
    // 0.7 * 0.5 + 0.3 * 0.99 = 0.647 against 0.7 * 1 + 0.3 * 0 = 0.7
    expect(rankBySamples(rounds, WEIGHTS)).toEqual([1, 0]);
  });

  it('keeps the configured order on a tie, and for no samples at all', () => {
    expect(rankBySamples([[ok(10), ok(10), ok(10)]], WEIGHTS)).toEqual([0, 1, 2]);
    expect(rankBySamples([[ok(0), ok(0)]], WEIGHTS)).toEqual([0, 1]);
    expect(rankBySamples([], WEIGHTS)).toEqual([]);
  });

  it('always returns every endpoint once, with one that answered above one that never did', () => {
    const sample = fc.record({ latencyMs: fc.nat({ max: 5_000 }), success: fc.boolean() });
    const rounds = fc.integer({ min: 1, max: 6 }).chain((endpoints) =>
      fc.array(fc.array(sample, { minLength: endpoints, maxLength: endpoints }), {
        minLength: 1,
        maxLength: RPC_RANKING_SAMPLE_COUNT,
      }),
    );
    fc.assert(
      fc.property(rounds, (rounds) => {
        const order = rankBySamples(rounds, WEIGHTS);
        expect([...order].sort((a, b) => a - b)).toEqual(rounds[0]!.map((_, i) => i));
        const answered = (i: number) => rounds.some((round) => round[i]!.success);
        const firstSilent = order.findIndex((i) => !answered(i));
        if (firstSilent >= 0)
          expect(order.slice(firstSilent).every((i) => !answered(i))).toBe(true);
      }),
    );
  });
});

describe('startEndpointRanking (in-process ping functions, no network)', () => {
  const policy = (intervalMs: number): RankingPolicy => ({
    intervalMs,
    sampleCount: RPC_RANKING_SAMPLE_COUNT,
    timeoutMs: RPC_RANKING_TIMEOUT_MS,
    ...WEIGHTS,
  });
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('pings at once, then reorders after the round: the endpoint that fails goes last', async () => {
    const ranking = startEndpointRanking(['down', 'up'], policy(60_000), async (endpoint) => {
      if (endpoint === 'down') throw new Error('refused');
    });
    try {
      expect(ranking.current()).toEqual(['down', 'up']);
      await flush();
      expect(ranking.current()).toEqual(['up', 'down']);
    } finally {
      ranking.stop();
    }
  });

  it('passes the ranking timeout to every ping', async () => {
    const timeouts: number[] = [];
    const ranking = startEndpointRanking(['a', 'b'], policy(60_000), async (_, { timeoutMs }) => {
      timeouts.push(timeoutMs);
    });
    ranking.stop();
    expect(timeouts).toEqual([RPC_RANKING_TIMEOUT_MS, RPC_RANKING_TIMEOUT_MS]);
  });

  it('samples again every interval, and stop() ends it and aborts the pings in flight', async () => {
    const signals: AbortSignal[] = [];
    let pings = 0;
    const ranking = startEndpointRanking(['a'], policy(5), (_, { signal }) => {
      pings += 1;
      signals.push(signal);
      return pings < 4 ? Promise.resolve() : new Promise(() => undefined); // the 4th hangs
    });
    const deadline = Date.now() + 2_000;
    while (pings < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(pings).toBe(4);
    expect(signals.at(-1)!.aborted).toBe(false);
    ranking.stop();
    expect(signals.at(-1)!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(pings).toBe(4);
  });

  it('waits for the next round on a timer that does not keep Node alive', async () => {
    const activeTimers = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = activeTimers();
    const ranking = startEndpointRanking(['a', 'b'], policy(60_000), async () => undefined);
    try {
      await flush(); // the first round is over: only the wait for the next one is left
      expect(activeTimers()).toBe(before);
    } finally {
      ranking.stop();
    }
  });
});
