import { ANVIL_ACCOUNTS } from '@portico/testing';
import { RPC_RANKING_TIMEOUT_MS } from '@portico/core';
import { deadRpcUrl, rawRpc, waitFor } from '@portico/testing/evm-adapter';
import { timed } from '../__fixtures__/fetchRpcEndpoint';
import { useLocalRpcEndpoints } from '../__fixtures__/localRpcEndpoints';

// The shared reader over the fetch test transport and two local endpoints in front of anvil,
// with the spec's policy: a silent endpoint is hedged after the ranking timeout (1000 ms). The
// second endpoint answers 20 ms late, so that ranking (which starts with the first read) keeps
// the first one first. How fast a failover is, is measured by the bench (`npm run bench`);
// these tests check which endpoint was asked and whose answer was taken.
/** Runtime code that reverts every call. */
const REVERTS = '0x60006000fd';
const REVERTING_CONTRACT = '0x000000000000000000000000000000000000dead';
const address = ANVIL_ACCOUNTS[0]!.address;
const BALANCE = 10_000n * 10n ** 18n;

const local = useLocalRpcEndpoints({
  second: { kind: 'forward', delayMs: 20 },
  overrides: { retryDelayMs: () => 10 },
});
beforeAll(() => rawRpc(local.node.url, 'anvil_setCode', [REVERTING_CONTRACT, REVERTS]));
const readerOver = (urls: string[]) => local.readerOver(urls);

describe('failover across endpoints (local endpoints in front of anvil)', () => {
  it('reads on the next endpoint at once when nothing listens on the first', async () => {
    const r = readerOver([await deadRpcUrl(), local.second.url]);
    const before = local.second.readCount;
    const { value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(local.second.readCount - before).toBe(1);
  });

  it('reads on the next endpoint at once when the first answers HTTP 503', async () => {
    const r = readerOver([local.first.url, local.second.url]);
    local.first.behave({ kind: 'httpError', status: 503 });
    const { value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(local.first.readCount).toBeGreaterThan(0);
  });

  it('reads on the next endpoint once the first goes dark between two reads', async () => {
    const r = readerOver([local.first.url, local.second.url]);
    const firstBefore = local.first.readCount;
    expect(await r.getBalance(address)).toBe(BALANCE);
    expect(local.first.readCount - firstBefore).toBe(1); // the first endpoint was the one serving

    await local.first.goDark();
    const secondBefore = local.second.readCount;
    const { value } = await timed(() => r.getBalance(address));
    await local.first.comeBack();
    expect(value).toBe(BALANCE);
    expect(local.second.readCount - secondBefore).toBe(1);
  });

  it('asks the next endpoint too once the first is silent for the ranking timeout, takes its answer, and drops the silent request', async () => {
    const r = readerOver([local.first.url, local.second.url]);
    local.first.behave({ kind: 'silent' });
    const [firstBefore, secondBefore] = [local.first.readCount, local.second.readCount];
    const { ms, value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(local.first.readCount - firstBefore).toBe(1); // asked local.first, never answered
    expect(local.second.readCount - secondBefore).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(RPC_RANKING_TIMEOUT_MS - 5); // waited for the stall
    // The silent endpoint's request is aborted: its connection is closed.
    await waitFor(
      () => local.first.pendingRequests === 0,
      1_000,
      'the silent request to be dropped',
    );
  });

  it('takes the first answer when the first endpoint is slow but within the ranking timeout', async () => {
    const r = readerOver([local.first.url, local.second.url]);
    local.first.behave({ kind: 'forward', delayMs: 200 });
    const secondBefore = local.second.readCount;
    const { ms, value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(local.second.readCount - secondBefore).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(195);
  });

  it('asks the next endpoint, without a retry, when one cannot serve the method (-32601)', async () => {
    const r = readerOver([local.first.url, local.second.url]);
    local.first.behave({ kind: 'rpcError', code: -32601 });
    local.second.behave({ kind: 'rpcError', code: -32601 });
    const [firstBefore, secondBefore] = [local.first.readCount, local.second.readCount];
    const { error } = await timed(() => r.getBalance(address));
    expect(error).toBeDefined();
    expect(local.first.readCount - firstBefore).toBe(1);
    expect(local.second.readCount - secondBefore).toBe(1);
  });

  it("throws the chain's answer at once: a revert is neither asked of the next endpoint nor retried", async () => {
    const r = readerOver([local.first.url, local.second.url]);
    const [firstBefore, secondBefore] = [local.first.readCount, local.second.readCount];
    const { error } = await timed(() => r.call({ to: REVERTING_CONTRACT, data: '0x' }));
    expect(String(error)).toMatch(/revert/i);
    expect(local.first.readCount - firstBefore).toBe(1);
    expect(local.second.readCount - secondBefore).toBe(0);
  });
});
