import { ANVIL_ACCOUNTS } from '@portico/testing';
import { retryDelayMs } from '@portico/core';
import type { RpcTestServer } from '@portico/testing/evm-adapter';
import { timed, type FetchRpcFailure } from '../__fixtures__/fetchRpcEndpoint';
import { useLocalRpcEndpoints } from '../__fixtures__/localRpcEndpoints';

const address = ANVIL_ACCOUNTS[0]!.address;
const BALANCE = 10_000n * 10n ** 18n;

const local = useLocalRpcEndpoints();
const readerOver = local.readerOver;

const readGaps = (endpoint: RpcTestServer, since: number) => {
  const reads = endpoint.requestsFor('eth_getBalance').slice(since);
  return reads.slice(1).map((read, i) => read.at - reads[i]!.at);
};

describe('retries with the spec backoff min(1000 * 2^n, 30000) ms (local endpoints in front of anvil)', () => {
  it('waits 1000 ms, then 2000 ms, between rounds, and succeeds once the endpoint recovers', async () => {
    const r = readerOver([local.first.url], { retryDelayMs });
    local.first.failNext(2);
    const since = local.first.requestsFor('eth_getBalance').length;
    const { value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    const [one, two] = readGaps(local.first, since);
    // Timers never fire early, so each gap is at least its delay; the upper side is the
    // policy's own business (tested through the delays it is asked for below), not the clock's.
    expect(one).toBeGreaterThanOrEqual(1_000 - 5);
    expect(two).toBeGreaterThanOrEqual(2_000 - 5);
  }, 10_000);

  it('follows the policy’s own delays, cap included, and gives up after retryCount retries with the last failure', async () => {
    const asked: number[] = [];
    const capped = (attempt: number) => {
      asked.push(attempt);
      return Math.min(40 * 2 ** attempt, 100);
    };
    const r = readerOver([local.first.url], { retryCount: 4, retryDelayMs: capped });
    local.first.behave({ kind: 'httpError', status: 503 });
    const since = local.first.requestsFor('eth_getBalance').length;
    const { error } = await timed(() => r.getBalance(address));
    expect((error as FetchRpcFailure).facts).toEqual({ reply: 'http', status: 503 });
    const gaps = readGaps(local.first, since);
    expect(gaps).toHaveLength(4); // one round and four retries
    expect(asked).toEqual([0, 1, 2, 3]); // the policy is asked once per retry, in order
    [40, 80, 100, 100].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 5);
    });
  });

  it('runs every endpoint again on every retry', async () => {
    const r = readerOver([local.first.url, local.second.url], {
      retryCount: 2,
      retryDelayMs: () => 10,
    });
    local.first.behave({ kind: 'httpError', status: 503 });
    local.second.behave({ kind: 'httpError', status: 503 });
    const [firstBefore, secondBefore] = [local.first.readCount, local.second.readCount];
    await timed(() => r.getBalance(address));
    expect(local.first.readCount - firstBefore).toBe(3);
    expect(local.second.readCount - secondBefore).toBe(3);
  });

  it('retries a rate limit (JSON-RPC -32005)', async () => {
    const r = readerOver([local.first.url], { retryCount: 1, retryDelayMs: () => 10 });
    local.first.behave({ kind: 'rpcError', code: -32005 });
    const before = local.first.readCount;
    await timed(() => r.getBalance(address));
    expect(local.first.readCount - before).toBe(2);
  });
});
