import {
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
} from '@portico/core';
import { waitFor } from '@portico/testing/evm-adapter';
import type { RpcPolicy } from '../library';
import { createEndpointRanking, type PingEndpoint } from './endpointRanking';

// In-process ping functions, no network: these tests are about the loop's timers. The
// rankings a real endpoint earns are in rpcClient.test.ts, over local endpoints.
const ranking = (changes: Partial<RpcPolicy['ranking']> = {}): RpcPolicy['ranking'] => ({
  intervalMs: 60_000,
  sampleCount: RPC_RANKING_SAMPLE_COUNT,
  timeoutMs: RPC_RANKING_TIMEOUT_MS,
  stabilityWeight: RPC_RANKING_STABILITY_WEIGHT,
  latencyWeight: RPC_RANKING_LATENCY_WEIGHT,
  ...changes,
});
const flush = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function start(endpointCount: number, ping: PingEndpoint, changes?: Partial<RpcPolicy['ranking']>) {
  const loop = createEndpointRanking({ endpointCount, ranking: ranking(changes), ping });
  stops.push(() => loop.stop());
  loop.start();
  return loop;
}

describe('createEndpointRanking (in-process pings, no network)', () => {
  it('keeps the configured order until the first round has ended, then puts the failing endpoint last', async () => {
    const loop = start(2, async (index) => {
      if (index === 0) throw new TypeError('refused');
    });
    expect(loop.order()).toEqual([0, 1]);
    await flush();
    expect(loop.order()).toEqual([1, 0]);
  });

  it('pings nothing before start(), and never a single endpoint: there is nothing to rank it against', async () => {
    let pings = 0;
    const ping = async () => void (pings += 1);
    const unstarted = createEndpointRanking({ endpointCount: 2, ranking: ranking(), ping });
    stops.push(() => unstarted.stop());
    start(1, ping, { intervalMs: 5 });
    await sleep(50);
    expect(pings).toBe(0);
  });

  it(`aborts a ping still unanswered after the ranking timeout and counts it as a failure (timeout shortened to 50 ms)`, async () => {
    const signals: AbortSignal[] = [];
    const loop = start(
      2,
      (index, signal) => {
        signals.push(signal);
        return index === 0 ? new Promise(() => undefined) : Promise.resolve();
      },
      { timeoutMs: 50 },
    );
    await sleep(20);
    expect(signals[0]!.aborted).toBe(false);
    await waitFor(() => loop.order()[0] === 1, 1_000, 'the silent endpoint ranked last');
    expect(signals[0]!.aborted).toBe(true);
  });

  it('samples again every interval, and stop() ends it and aborts the pings in flight', async () => {
    const signals: AbortSignal[] = [];
    const loop = start(
      2,
      (_, signal) => {
        signals.push(signal);
        return signals.length < 7 ? Promise.resolve() : new Promise(() => undefined); // 4th round hangs
      },
      { intervalMs: 5 },
    );
    await waitFor(() => signals.length >= 8, 2_000, 'four rounds');
    expect(signals.at(-1)!.aborted).toBe(false);
    loop.stop();
    expect(signals.at(-1)!.aborted).toBe(true);
    await sleep(50);
    expect(signals).toHaveLength(8);
  });

  it('waits for the next round on a timer that does not keep Node alive', async () => {
    const activeTimers = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = activeTimers();
    start(2, async () => undefined);
    await flush(); // the first round is over: only the wait for the next one is left
    expect(activeTimers()).toBe(before);
  });
});
