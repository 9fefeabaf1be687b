import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { localNetwork, testPolicy, timed, waitUntil } from './__fixtures__/readerSetup';
import { startRpcTestEndpoint, type RpcTestEndpoint } from './__fixtures__/rpcTestEndpoints';
import { createEthersReader, type EthersReader } from './ethersReader';

// Short sampling for tests (the spec's 4000 ms x 10 samples would take 40 s to move):
// a round every 30 ms over the last 3 rounds; the spec's timeout and weights.
const FAST_RANKING = { intervalMs: 30, sampleCount: 3 };
const PING = 'eth_blockNumber';
const address = (ANVIL_ACCOUNTS[0] as { address: `0x${string}` }).address;

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
});

afterEach(() => {
  reader?.destroy();
  reader = undefined;
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await node?.stop();
});

const pings = (endpoint: RpcTestEndpoint) => endpoint.methods.filter((m) => m === PING).length;

function readerOver(urls: string[]): EthersReader {
  reader = createEthersReader(localNetwork(node), testPolicy(urls, { ranking: FAST_RANKING }));
  return reader;
}

describe('ethers reader: endpoint ranking', () => {
  it('does not sample before the first read: an unused reader sends nothing', async () => {
    const r = readerOver([first.url, second.url]);
    const before = pings(first) + pings(second);
    await new Promise((resolve) => setTimeout(resolve, 10 * FAST_RANKING.intervalMs));
    expect(pings(first) + pings(second)).toBe(before);
    expect(r.rankedUrls()).toEqual([first.url, second.url]);
  });

  it('moves a slower first endpoint behind a faster one, and reads go to the faster one', async () => {
    first.behave({ kind: 'slow', delayMs: 150 });
    const r = readerOver([first.url, second.url]);
    await r.getBalance(address); // starts sampling; still the configured order
    await waitUntil(() => r.rankedUrls()[0] === second.url);
    expect(pings(first)).toBeGreaterThan(0);

    const firstReads = first.readCount;
    const { ms } = await timed(() => r.getBalance(address));
    expect(first.readCount).toBe(firstReads);
    expect(ms).toBeLessThan(150);
  });

  it('puts an endpoint that does not answer last, and back first once it answers fast again', async () => {
    second.behave({ kind: 'slow', delayMs: 40 });
    const r = readerOver([first.url, second.url]);
    await first.goDark();
    await r.getBalance(address);
    await waitUntil(() => r.rankedUrls()[0] === second.url);

    await first.comeBack();
    await waitUntil(() => r.rankedUrls()[0] === first.url);
  });

  it('samples again every interval, each endpoint once a round', async () => {
    const r = readerOver([first.url, second.url]);
    const [firstBefore, secondBefore] = [pings(first), pings(second)];
    const started = performance.now();
    await r.getBalance(address);
    await waitUntil(() => pings(first) - firstBefore >= 5);
    // Five rounds need at least four intervals between them.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4 * FAST_RANKING.intervalMs);
    const rounds = [pings(first) - firstBefore, pings(second) - secondBefore];
    expect(Math.abs(rounds[0]! - rounds[1]!)).toBeLessThanOrEqual(1);
  });

  it('never samples a single endpoint: there is nothing to rank it against', async () => {
    const r = readerOver([first.url]);
    const before = pings(first);
    await r.getBalance(address);
    await new Promise((resolve) => setTimeout(resolve, 5 * FAST_RANKING.intervalMs));
    expect(pings(first)).toBe(before);
  });
});
