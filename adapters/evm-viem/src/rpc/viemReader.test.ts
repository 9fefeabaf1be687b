import { RequestAbortedError, rpcPolicyFor, type RpcPolicy } from '@portico/adapter-evm-common';
import type { Network } from '@portico/core';
import { startAnvil, type AnvilInstance } from '@portico/testing';
import {
  anvilNetwork,
  rpc,
  startFailingEndpoint,
  startProxyToNode,
  startSlowProxy,
  waitUntil,
  type LocalRpcEndpoint,
} from '../__fixtures__/localRpcEndpoints';
import { viemLibrary } from '../viemLibrary';

/** Runtime code that answers any call with the 32-byte word 42. */
const RETURNS_42 = '0x602a60005260206000f3';
const BALANCE_OF_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;
const HOLDER = '0x00000000000000000000000000000000000a11ce';
const RECEIVER = '0x0000000000000000000000000000000000000b0b';
const CONTRACT = '0x000000000000000000000000000000000000c0de';

let node: AnvilInstance;
let network: Network;
const servers: LocalRpcEndpoint[] = [];
const destroyers: (() => void)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  network = anvilNetwork(node);
  await rpc(node.url, 'anvil_setCode', [CONTRACT, RETURNS_42]);
});

afterEach(async () => {
  destroyers.splice(0).forEach((destroy) => destroy());
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => node.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(start: Promise<LocalRpcEndpoint>): Promise<LocalRpcEndpoint> {
  const server = await start;
  servers.push(server);
  return server;
}

/** A reader over `urls` then the node itself, with the spec's policy and these changes. */
function readerOver(urls: string[], changes: Partial<RpcPolicy> = {}) {
  const policy = {
    ...rpcPolicyFor(network, { urls: { [network.caipNetworkId]: urls } }),
    ...changes,
  };
  const reader = viemLibrary.createReader(network, policy);
  destroyers.push(() => reader.destroy?.());
  return reader;
}

describe('viem reader on a local anvil node', () => {
  it('reads the exact native balance the node holds', async () => {
    const wei = 123_456_789_123_456_789_000_000_000n;
    await rpc(node.url, 'anvil_setBalance', [HOLDER, `0x${wei.toString(16)}`]);
    expect(await readerOver([]).getBalance(HOLDER)).toBe(wei);
  });

  it('reads the gas price the node quotes', async () => {
    const quoted = BigInt((await rpc(node.url, 'eth_gasPrice')) as string);
    const price = await readerOver([]).getGasPrice();
    expect(price).toBeGreaterThan(0n);
    expect(price).toBe(quoted);
  });

  it('estimates 21000 gas for a plain transfer of value', async () => {
    await rpc(node.url, 'anvil_setBalance', [HOLDER, '0xde0b6b3a7640000']);
    const gas = await readerOver([]).estimateGas({ from: HOLDER, to: RECEIVER, value: 1n });
    expect(gas).toBe(21_000n);
  });

  it('calls a contract: viem encodes the call, the node runs it, viem decodes the answer', async () => {
    const data = viemLibrary.encodeFunctionData({
      abi: BALANCE_OF_ABI,
      functionName: 'balanceOf',
      args: [HOLDER],
    });
    const raw = await readerOver([]).call({ to: CONTRACT, data });
    expect(raw).toBe(`0x${'2a'.padStart(64, '0')}`);
    const decoded = viemLibrary.decodeFunctionResult({
      abi: BALANCE_OF_ABI,
      functionName: 'balanceOf',
      data: raw,
    });
    expect(decoded).toBe(42n);
  });

  it('reads through the configured URL before the network’s own', async () => {
    const proxy = await serve(startProxyToNode(node.url));
    await readerOver([proxy.url]).getGasPrice();
    expect(proxy.requestsFor('eth_gasPrice')).toHaveLength(1);
  });
});

describe('aborting a read', () => {
  it('rejects with "Request was aborted" and sends nothing when the signal is already aborted', async () => {
    const proxy = await serve(startProxyToNode(node.url));
    const controller = new AbortController();
    controller.abort();
    const read = readerOver([proxy.url], { retryCount: 0 }).getBalance(HOLDER, {
      signal: controller.signal,
    });
    await expect(read).rejects.toBeInstanceOf(RequestAbortedError);
    await expect(read).rejects.toThrow('Request was aborted');
    expect(proxy.requestsFor('eth_getBalance')).toHaveLength(0);
  });

  it('rejects at once when aborted while the endpoint is slow (a local server that answers after 3 s)', async () => {
    const slow = await serve(startSlowProxy(node.url, 3_000));
    const controller = new AbortController();
    const started = Date.now();
    const read = readerOver([slow.url]).getGasPrice({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(read).rejects.toThrow(new RequestAbortedError().message);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('rejects at once when aborted while waiting to retry (a local server failing with 503)', async () => {
    const failing = await serve(startFailingEndpoint(503));
    const controller = new AbortController();
    const reader = viemLibrary.createReader(network, {
      ...rpcPolicyFor(network),
      urls: [failing.url],
      retryDelayMs: () => 10_000,
    });
    destroyers.push(() => reader.destroy?.());
    const started = Date.now();
    const read = reader.getGasPrice({ signal: controller.signal });
    await waitUntil(() => failing.requests.length === 1);
    controller.abort();
    await expect(read).rejects.toBeInstanceOf(RequestAbortedError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(failing.requests).toHaveLength(1);
  });

  it('destroy() aborts the reads in flight and refuses new ones', async () => {
    const slow = await serve(startSlowProxy(node.url, 3_000));
    const reader = readerOver([slow.url]);
    const inFlight = reader.getGasPrice();
    await waitUntil(() => slow.requestsFor('eth_gasPrice').length === 1);
    reader.destroy?.();
    await expect(inFlight).rejects.toBeInstanceOf(RequestAbortedError);
    await expect(reader.getBalance(HOLDER)).rejects.toBeInstanceOf(RequestAbortedError);
    expect(slow.requestsFor('eth_getBalance')).toHaveLength(0);
  });

  it('destroy() stops the ranking: the endpoints get no more pings', async () => {
    const [a, b] = await Promise.all([
      serve(startProxyToNode(node.url)),
      serve(startProxyToNode(node.url)),
    ]);
    const policy = rpcPolicyFor(network, { urls: { [network.caipNetworkId]: [a.url, b.url] } });
    const reader = viemLibrary.createReader(network, {
      ...policy,
      ranking: { ...policy.ranking, intervalMs: 10 },
    });
    await waitUntil(() => a.requestsFor('net_listening').length >= 3);
    reader.destroy?.();
    await sleep(30); // a ping already on the wire may still land
    const pings = a.requests.length + b.requests.length;
    await sleep(150); // 15 ranking intervals
    expect(a.requests.length + b.requests.length).toBe(pings);
  });
});
