import { rpcPolicyFor, type RpcPolicy } from '@portico/adapter-evm-common';
import { retryDelayMs, type Network } from '@portico/core';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import {
  HttpRequestError,
  InternalRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import {
  anvilNetwork,
  rpc,
  startFailingEndpoint,
  startLocalRpcEndpoint,
  startProxyToNode,
  type LocalRpcEndpoint,
} from '../__fixtures__/localRpcEndpoints';
import { viemLibrary } from '../viemLibrary';
import { isRetryableRpcError } from './retryPolicy';

/** Runtime code that reverts every call. */
const REVERTS = '0x60006000fd';
const REVERTING_CONTRACT = '0x000000000000000000000000000000000000dead';
/** Scheduling slack when comparing measured gaps with the backoff. */
const SLACK_MS = 250;

let node: AnvilInstance;
let network: Network;
const servers: LocalRpcEndpoint[] = [];
const destroyers: (() => void)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  network = anvilNetwork(node);
  await rpc(node.url, 'anvil_setCode', [REVERTING_CONTRACT, REVERTS]);
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

function readerOver(urls: string[], changes: Partial<RpcPolicy> = {}) {
  const reader = viemLibrary.createReader(network, {
    ...rpcPolicyFor(network),
    urls,
    ...changes,
  });
  destroyers.push(() => reader.destroy?.());
  return reader;
}

const gapsBetween = (server: LocalRpcEndpoint) =>
  server.requests.slice(1).map((request, i) => request.at - server.requests[i]!.at);

describe('retries with the spec backoff min(1000 * 2^n, 30000) ms (local servers failing with 503)', () => {
  it('waits 1000 ms, then 2000 ms, between rounds, and gives up after retryCount retries', async () => {
    const failing = await serve(startFailingEndpoint(503));
    const reader = readerOver([failing.url], { retryCount: 2, retryDelayMs });
    await expect(reader.getGasPrice()).rejects.toBeInstanceOf(HttpRequestError);

    expect(failing.requests).toHaveLength(3);
    const [first, second] = gapsBetween(failing);
    expect(first).toBeGreaterThanOrEqual(1_000 - 5);
    expect(first).toBeLessThan(1_000 + SLACK_MS);
    expect(second).toBeGreaterThanOrEqual(2_000 - 5);
    expect(second).toBeLessThan(2_000 + SLACK_MS);
  }, 10_000);

  it('follows the policy’s own delays, cap included, where viem would keep doubling', async () => {
    const failing = await serve(startFailingEndpoint(503));
    const capped = (attempt: number) => Math.min(40 * 2 ** attempt, 100);
    const reader = readerOver([failing.url], { retryCount: 4, retryDelayMs: capped });
    await expect(reader.getGasPrice()).rejects.toBeInstanceOf(HttpRequestError);

    const gaps = gapsBetween(failing);
    expect(gaps).toHaveLength(4);
    [40, 80, 100, 100].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 5);
      expect(gaps[i]).toBeLessThan(expected + SLACK_MS);
    });
  });

  it('runs the whole list of endpoints again on every retry', async () => {
    const [a, b] = await Promise.all([
      serve(startFailingEndpoint()),
      serve(startFailingEndpoint()),
    ]);
    const reader = readerOver([a.url, b.url], {
      retryCount: 2,
      retryDelayMs: () => 10,
      ranking: { ...rpcPolicyFor(network).ranking, intervalMs: 60_000 },
    });
    await expect(reader.getGasPrice()).rejects.toThrow();
    expect(a.requestsFor('eth_gasPrice')).toHaveLength(3);
    expect(b.requestsFor('eth_gasPrice')).toHaveLength(3);
  });

  it('succeeds on a retry once the endpoint answers again (a local proxy failing its first two requests)', async () => {
    const recovering = await serve(
      startLocalRpcEndpoint({ upstream: node.url, fails: (index) => index < 2 }),
    );
    const reader = readerOver([recovering.url], { retryCount: 3, retryDelayMs: () => 10 });
    expect(await reader.getGasPrice()).toBeGreaterThan(0n);
    expect(recovering.requestsFor('eth_gasPrice')).toHaveLength(3);
  });

  it('does not retry a node’s definite answer: a reverting call is sent once', async () => {
    const proxy = await serve(startProxyToNode(node.url));
    const reader = readerOver([proxy.url], { retryCount: 3, retryDelayMs: () => 10 });
    await expect(reader.call({ to: REVERTING_CONTRACT, data: '0x' })).rejects.toThrow(/revert/i);
    expect(proxy.requestsFor('eth_call')).toHaveLength(1);
  });
});

describe('isRetryableRpcError', () => {
  const url = 'http://127.0.0.1:1';
  const body = { method: 'eth_gasPrice' };
  const answered = (code: number, status?: number) =>
    new RpcRequestError({ body, error: { code, message: 'node says no' }, url, status });

  it.each([
    ['no answer at all (connection refused)', new HttpRequestError({ url }), true],
    ['a request that timed out', new TimeoutError({ body, url }), true],
    ['HTTP 503', new HttpRequestError({ url, status: 503 }), true],
    ['HTTP 429', new HttpRequestError({ url, status: 429 }), true],
    ['HTTP 400', new HttpRequestError({ url, status: 400 }), false],
    ['HTTP 404', new HttpRequestError({ url, status: 404 }), false],
    ['a revert (code 3)', answered(3), false],
    ['invalid params (-32602)', answered(-32602), false],
    ['limit exceeded (-32005)', new LimitExceededRpcError(answered(-32005)), true],
    ['internal error (-32603)', new InternalRpcError(answered(-32603)), true],
    [
      'method not found (-32601), even with HTTP 503',
      new MethodNotFoundRpcError(answered(-32601, 503)),
      false,
    ],
    ['a JSON-RPC error sent with HTTP 502', answered(3, 502), true],
  ])('%s: %s', (_, error, retryable) => {
    expect(isRetryableRpcError(error)).toBe(retryable);
  });
});
