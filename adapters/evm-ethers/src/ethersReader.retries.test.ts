import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { isError } from 'ethers';
import { localNetwork, testPolicy, timed, type PolicyOverrides } from './__fixtures__/readerSetup';
import { startRpcTestEndpoint, type RpcTestEndpoint } from './__fixtures__/rpcTestEndpoints';
import { createEthersReader, type EthersReader } from './ethersReader';

// Shorter backoff for most tests (the spec's shape, 100 ms base instead of 1000 ms); one test
// runs the spec's own 1000 ms / 2000 ms.
const testBackoff = (attempt: number) => 100 * 2 ** attempt;
const address = (ANVIL_ACCOUNTS[0] as { address: `0x${string}` }).address;
const BALANCE = 10_000n * 10n ** 18n;

let node: AnvilInstance;
let first: RpcTestEndpoint;
let second: RpcTestEndpoint;
let reader: EthersReader | undefined;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  [first, second] = await Promise.all([
    startRpcTestEndpoint(node.url),
    startRpcTestEndpoint(node.url),
  ]);
});

beforeEach(() => {
  first.behave({ kind: 'healthy' });
  second.behave({ kind: 'healthy' });
  first.failNext(0);
  second.failNext(0);
});

afterEach(() => {
  reader?.destroy();
  reader = undefined;
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await node?.stop();
});

function readerOver(urls: string[], overrides: PolicyOverrides = {}): EthersReader {
  reader = createEthersReader(
    localNetwork(node),
    testPolicy(urls, { retryDelayMs: testBackoff, ...overrides }),
  );
  return reader;
}

describe('ethers reader: retries with backoff', () => {
  it('retries after the policy backoff (n = 0, 1) and succeeds once the endpoint recovers', async () => {
    const r = readerOver([first.url]);
    first.failNext(2);
    const before = first.readCount;
    const { ms, value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(first.readCount - before).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(testBackoff(0) + testBackoff(1) - 5);
    expect(ms).toBeLessThan(testBackoff(0) + testBackoff(1) + testBackoff(2));
  });

  it('gives up after retryCount retries with the last error', async () => {
    const r = readerOver([first.url], { retryCount: 2 });
    first.behave({ kind: 'unavailable' });
    const before = first.readCount;
    const { error } = await timed(() => r.getBalance(address));
    expect(isError(error, 'SERVER_ERROR')).toBe(true);
    expect(first.readCount - before).toBe(3); // one round and two retries
  });

  it('uses the spec backoff by default: 1000 ms, then 2000 ms', async () => {
    const r = readerOver([first.url], { retryDelayMs: undefined });
    first.failNext(2);
    const { ms, value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(ms).toBeGreaterThanOrEqual(1000 + 2000 - 5);
    expect(ms).toBeLessThan(1000 + 2000 + 500);
  }, 10_000);

  it('a retry is a new round over the endpoints in their ranked order at that time', async () => {
    const r = readerOver([first.url, second.url]);
    first.behave({ kind: 'unavailable' });
    second.failNext(1);
    const [firstBefore, secondBefore] = [first.readCount, second.readCount];
    expect(await r.getBalance(address)).toBe(BALANCE);
    // Round 1 in configured order: both fail. Ranking (begun with the read) has since seen
    // the first endpoint fail its ping, so the retry asks the second one first.
    expect(r.rankedUrls()).toEqual([second.url, first.url]);
    expect(first.readCount - firstBefore).toBe(1);
    expect(second.readCount - secondBefore).toBe(2);
  });

  it('retries a rate limit (JSON-RPC -32005)', async () => {
    const r = readerOver([first.url], { retryCount: 1 });
    first.behave({ kind: 'rpcError', code: -32005 });
    const before = first.readCount;
    await timed(() => r.getBalance(address));
    expect(first.readCount - before).toBe(2);
  });

  it('retries a rate limit on eth_call, which ethers reports as CALL_EXCEPTION like a revert', async () => {
    const r = readerOver([first.url], { retryCount: 1 });
    first.behave({ kind: 'rpcError', code: -32005 });
    const before = first.readCount;
    const { error } = await timed(() => r.call({ to: address, data: '0x' }));
    expect(isError(error, 'CALL_EXCEPTION')).toBe(true);
    expect(first.readCount - before).toBe(2);
  });

  it('does not retry what a retry cannot change (JSON-RPC -32601, method not found)', async () => {
    const r = readerOver([first.url]);
    first.behave({ kind: 'rpcError', code: -32601 });
    const before = first.readCount;
    const { error, ms } = await timed(() => r.getBalance(address));
    expect(error).toBeDefined();
    expect(first.readCount - before).toBe(1);
    expect(ms).toBeLessThan(testBackoff(0));
  });

  it('asks the next endpoint when one cannot serve the method, without a retry', async () => {
    const r = readerOver([first.url, second.url]);
    first.behave({ kind: 'rpcError', code: -32601 });
    expect(await r.getBalance(address)).toBe(BALANCE);
  });
});
