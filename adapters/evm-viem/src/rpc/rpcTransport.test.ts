import { rpcPolicyFor, type RpcPolicy } from '@portico/adapter-evm-common';
import type { Network } from '@portico/core';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import {
  anvilNetwork,
  deadEndpointUrl,
  startLocalRpcEndpoint,
  startProxyToNode,
  startSlowProxy,
  waitUntil,
  type LocalRpcEndpoint,
} from '../__fixtures__/localRpcEndpoints';
import { viemLibrary } from '../viemLibrary';

/** Short per-request timeout, so that failing over from a slow endpoint is quick to test. */
const REQUEST_TIMEOUT_MS = 300;
/** The budget from an endpoint going dark to a successful call on the next one. */
const FAILOVER_BUDGET_MS = 1_100;
const HOLDER = '0x00000000000000000000000000000000000a11ce';

let node: AnvilInstance;
let network: Network;
const servers: LocalRpcEndpoint[] = [];
const destroyers: (() => void)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  network = anvilNetwork(node);
});

afterEach(async () => {
  destroyers.splice(0).forEach((destroy) => destroy());
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => node.stop());

async function serve(start: Promise<LocalRpcEndpoint>): Promise<LocalRpcEndpoint> {
  const server = await start;
  servers.push(server);
  return server;
}

function readerWith(rpc: Parameters<typeof rpcPolicyFor>[1], changes: Partial<RpcPolicy> = {}) {
  const reader = viemLibrary.createReader(network, { ...rpcPolicyFor(network, rpc), ...changes });
  destroyers.push(() => reader.destroy?.());
  return reader;
}

/** Spec ranking numbers, but a round every `intervalMs` so a test sees several. */
function fastRanking(intervalMs: number): Pick<RpcPolicy, 'ranking'> {
  return { ranking: { ...rpcPolicyFor(network).ranking, intervalMs } };
}

async function timed<T>(read: () => Promise<T>): Promise<{ value: T; elapsedMs: number }> {
  const started = Date.now();
  const value = await read();
  return { value, elapsedMs: Date.now() - started };
}

describe('the chain RPC service', () => {
  it('is requested at {baseUrl}/v1/?chainId=<caip2>&projectId=<id> (a local proxy to anvil records the URL)', async () => {
    const service = await serve(startProxyToNode(node.url));
    const reader = readerWith({
      service: { baseUrl: service.url, projectId: 'portico-test-project' },
    });
    expect(await reader.getGasPrice()).toBeGreaterThan(0n);
    const [request] = service.requestsFor('eth_gasPrice');
    expect(request).toBeDefined();
    const url = new URL(request!.path, service.url);
    expect(url.pathname).toBe('/v1/');
    expect(url.searchParams.get('chainId')).toBe('eip155:31337');
    expect(url.searchParams.get('projectId')).toBe('portico-test-project');
  });
});

describe('failover across endpoints', () => {
  it(`reads through the next endpoint at once when the first is down (connection refused), within ${FAILOVER_BUDGET_MS} ms`, async () => {
    const dead = await deadEndpointUrl();
    const reader = readerWith({ urls: { [network.caipNetworkId]: [dead] } });
    const { value, elapsedMs } = await timed(() => reader.getBalance(HOLDER));
    expect(value).toBe(0n);
    expect(elapsedMs).toBeLessThan(FAILOVER_BUDGET_MS);
  });

  it('reads through the next endpoint after the request timeout when the first is slow (a local proxy answering after 3 s)', async () => {
    const slow = await serve(startSlowProxy(node.url, 3_000));
    const reader = readerWith({
      urls: { [network.caipNetworkId]: [slow.url] },
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    const { elapsedMs } = await timed(() => reader.getGasPrice());
    expect(slow.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 5);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 500);
  });

  it(`reads through the next endpoint when the first goes dark between two reads, within ${FAILOVER_BUDGET_MS} ms`, async () => {
    const first = await serve(startProxyToNode(node.url));
    const reader = readerWith({ urls: { [network.caipNetworkId]: [first.url] } });
    await reader.getGasPrice();
    expect(first.requestsFor('eth_gasPrice')).toHaveLength(1);

    await first.close();
    const { elapsedMs } = await timed(() => reader.getGasPrice());
    expect(elapsedMs).toBeLessThan(FAILOVER_BUDGET_MS);
  });
});

// These readers use only the two local proxies (not also the network's own URL, the node).
describe('ranking of endpoints', () => {
  it('sends reads to the faster endpoint once sampling has ranked it first', async () => {
    const slow = await serve(startSlowProxy(node.url, 80));
    const fast = await serve(startProxyToNode(node.url));
    const reader = readerWith({}, { urls: [slow.url, fast.url], ...fastRanking(20) });
    await waitUntil(() => slow.requestsFor('net_listening').length >= 3);

    await reader.getGasPrice();
    expect(fast.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(slow.requestsFor('eth_gasPrice')).toHaveLength(0);
  });

  it('sends reads to the stabler endpoint over a faster one that fails two requests in three', async () => {
    const flaky = await serve(
      startLocalRpcEndpoint({ upstream: node.url, fails: (index) => index % 3 !== 0 }),
    );
    const steady = await serve(startSlowProxy(node.url, 30));
    const reader = readerWith({}, { urls: [flaky.url, steady.url], ...fastRanking(10) });
    await waitUntil(() => steady.requestsFor('net_listening').length >= 4);

    await reader.getGasPrice();
    expect(steady.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(flaky.requestsFor('eth_gasPrice')).toHaveLength(0);
  });

  it('sends a read to each endpoint at most once even when a ranking round ends while it runs', async () => {
    // Pings are answered at once, reads after 100 ms: the first round re-ranks mid-read.
    const failing = await serve(
      startLocalRpcEndpoint({
        delayMs: (method) => (method === 'net_listening' ? 0 : 100),
        failWithStatus: 503,
      }),
    );
    const proxy = await serve(startProxyToNode(node.url));
    const reader = readerWith({}, { urls: [failing.url, proxy.url] });
    const { elapsedMs } = await timed(() => reader.getGasPrice());
    expect(failing.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(proxy.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(1_000); // no retry round, whose first wait is 1000 ms
  });

  it('keeps the configured order until the first round of pings has ended', async () => {
    const first = await serve(startSlowProxy(node.url, 50));
    const second = await serve(startProxyToNode(node.url));
    const reader = readerWith({}, { urls: [first.url, second.url] });
    await reader.getGasPrice();
    expect(first.requestsFor('eth_gasPrice')).toHaveLength(1);
    expect(second.requestsFor('eth_gasPrice')).toHaveLength(0);
  });
});
