import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { RPC_RANKING_TIMEOUT_MS } from '@portico/core';
import { localNetwork, testPolicy, timed } from './__fixtures__/readerSetup';
import {
  deadRpcEndpointUrl,
  startRpcTestEndpoint,
  type RpcTestEndpoint,
} from './__fixtures__/rpcTestEndpoints';
import { createEthersReader, type EthersReader } from './ethersReader';

// The spec's policy throughout: a silent endpoint is hedged after the ranking timeout (1000 ms).
// The second endpoint answers 20 ms late so that ranking, which starts with the first read,
// keeps the first endpoint first.
const SECOND_ENDPOINT_DELAY_MS = 20;
const FAILOVER_BUDGET_MS = 1_100;
const address = (ANVIL_ACCOUNTS[0] as { address: `0x${string}` }).address;
const BALANCE = 10_000n * 10n ** 18n;

let node: AnvilInstance;
let first: RpcTestEndpoint;
let second: RpcTestEndpoint;
let reader: EthersReader | undefined;
const measured: Record<string, number> = {};

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  [first, second] = await Promise.all([
    startRpcTestEndpoint(node.url),
    startRpcTestEndpoint(node.url),
  ]);
});

beforeEach(() => {
  first.behave({ kind: 'healthy' });
  second.behave({ kind: 'slow', delayMs: SECOND_ENDPOINT_DELAY_MS });
});

afterEach(() => {
  reader?.destroy();
  reader = undefined;
});

afterAll(async () => {
  if (process.env.PORTICO_PRINT_TIMINGS) console.info('failover timings (ms)', measured);
  await Promise.all([first?.close(), second?.close()]);
  await node?.stop();
});

function readerOver(urls: string[]): EthersReader {
  reader = createEthersReader(localNetwork(node), testPolicy(urls));
  return reader;
}

describe('ethers reader: failover across endpoints', () => {
  it('reads on the second endpoint at once when nothing listens on the first', async () => {
    const r = readerOver([await deadRpcEndpointUrl(), second.url]);
    const before = second.readCount;
    const { ms, value } = await timed(() => r.getBalance(address));
    measured.deadFromStart = Math.round(ms);
    expect(value).toBe(BALANCE);
    expect(second.readCount - before).toBe(1);
    expect(ms).toBeLessThan(RPC_RANKING_TIMEOUT_MS); // a refused connection is no stall
  });

  it(`reads on the second endpoint within ${FAILOVER_BUDGET_MS} ms of the first going dark`, async () => {
    const r = readerOver([first.url, second.url]);
    const firstBefore = first.readCount;
    expect(await r.getBalance(address)).toBe(BALANCE);
    expect(first.readCount - firstBefore).toBe(1); // the first endpoint was the one serving

    await first.goDark();
    const secondBefore = second.readCount;
    const { ms, value, error } = await timed(() => r.getBalance(address));
    await first.comeBack();
    measured.wentDark = Math.round(ms);
    expect(error).toBeUndefined();
    expect(value).toBe(BALANCE);
    expect(second.readCount - secondBefore).toBe(1);
    expect(ms).toBeLessThan(FAILOVER_BUDGET_MS);
  });

  it('reads on the second endpoint at once when the first answers HTTP 503', async () => {
    const r = readerOver([first.url, second.url]);
    first.behave({ kind: 'unavailable' });
    const { ms, value } = await timed(() => r.getBalance(address));
    measured.http503 = Math.round(ms);
    expect(value).toBe(BALANCE);
    expect(first.readCount).toBeGreaterThan(0);
    expect(ms).toBeLessThan(RPC_RANKING_TIMEOUT_MS);
  });

  it('asks the second endpoint too once the first is silent for the stall timeout, and takes its answer', async () => {
    const r = readerOver([first.url, second.url]);
    first.behave({ kind: 'slow', delayMs: 10_000 });
    const firstBefore = first.readCount;
    const secondBefore = second.readCount;
    const { ms, value } = await timed(() => r.getBalance(address));
    measured.slowFirst = Math.round(ms);
    expect(value).toBe(BALANCE);
    expect(first.readCount - firstBefore).toBe(1); // asked first, never answered in time
    expect(second.readCount - secondBefore).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(RPC_RANKING_TIMEOUT_MS - 5); // waited for the stall
    expect(ms).toBeLessThan(FAILOVER_BUDGET_MS + 400); // ~1 s stall + 20 ms answer; CI slack
  });

  it('takes the first answer when the first endpoint is slow but within the stall timeout', async () => {
    const r = readerOver([first.url, second.url]);
    first.behave({ kind: 'slow', delayMs: 200 });
    const secondBefore = second.readCount;
    const { ms, value } = await timed(() => r.getBalance(address));
    expect(value).toBe(BALANCE);
    expect(second.readCount - secondBefore).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(195);
  });
});
