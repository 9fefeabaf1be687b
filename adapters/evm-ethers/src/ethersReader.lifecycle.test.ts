import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestAbortedError } from '@portico/adapter-evm-common';
import { build } from 'esbuild';
import { MESSAGES } from '@portico/core';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '@portico/testing';
import { localNetwork, testPolicy, timed, waitUntil } from './__fixtures__/readerSetup';
import { startRpcTestEndpoint, type RpcTestEndpoint } from './__fixtures__/rpcTestEndpoints';
import { createEthersReader, type EthersReader } from './ethersReader';

const address = (ANVIL_ACCOUNTS[0] as { address: `0x${string}` }).address;
const PING = 'eth_blockNumber';
/** Sampling every 30 ms in these tests, so that a timer left running would show at once. */
const FAST_RANKING = { intervalMs: 30, sampleCount: 3 };

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

function readerOver(urls: string[], retryDelayMs?: (attempt: number) => number): EthersReader {
  reader = createEthersReader(
    localNetwork(node),
    testPolicy(urls, { ranking: FAST_RANKING, ...(retryDelayMs ? { retryDelayMs } : {}) }),
  );
  return reader;
}

const pings = (endpoint: RpcTestEndpoint) => endpoint.methods.filter((m) => m === PING).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectRequestAborted(error: unknown): void {
  expect(error).toBeInstanceOf(RequestAbortedError);
  expect((error as Error).message).toBe(MESSAGES.requestAborted);
  expect((error as Error).message).toBe('Request was aborted');
}

describe('ethers reader: abort', () => {
  it("rejects with 'Request was aborted' and sends nothing when the signal is already aborted", async () => {
    const r = readerOver([first.url]);
    const before = first.methods.length;
    const { error } = await timed(() => r.getBalance(address, { signal: AbortSignal.abort() }));
    expectRequestAborted(error);
    expect(first.methods.length).toBe(before);
  });

  it("rejects at once with 'Request was aborted' when aborted while the endpoint is silent", async () => {
    const r = readerOver([first.url]);
    first.behave({ kind: 'slow', delayMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const { error, ms } = await timed(() => r.getGasPrice({ signal: controller.signal }));
    expectRequestAborted(error);
    expect(ms).toBeLessThan(500);
  });

  it('aborting during the backoff stops the retries', async () => {
    const r = readerOver([first.url], () => 10_000);
    first.behave({ kind: 'unavailable' });
    const controller = new AbortController();
    const before = first.readCount;
    const read = timed(() => r.getBalance(address, { signal: controller.signal }));
    await waitUntil(() => first.readCount > before);
    controller.abort();
    const { error, ms } = await read;
    expectRequestAborted(error);
    expect(ms).toBeLessThan(1_000);
    await sleep(100);
    expect(first.readCount - before).toBe(1);
  });

  it('aborts every read method the port has', async () => {
    const r = readerOver([first.url]);
    const signal = AbortSignal.abort();
    const tx = { from: address, to: address };
    const reads: (() => Promise<unknown>)[] = [
      () => r.getBalance(address, { signal }),
      () => r.getGasPrice({ signal }),
      () => r.estimateGas(tx, { signal }),
      () => r.call({ to: address, data: '0x' }, { signal }),
    ];
    for (const read of reads) {
      expectRequestAborted((await timed(read)).error);
    }
  });
});

describe('ethers reader: destroy', () => {
  it("rejects reads in flight with 'Request was aborted' and closes their connections", async () => {
    const r = readerOver([first.url]);
    first.behave({ kind: 'slow', delayMs: 10_000 });
    const read = timed(() => r.getBalance(address));
    await waitUntil(() => first.pendingRequests > 0);
    r.destroy();
    expectRequestAborted((await read).error);
    // The client closed the connection: the endpoint has nobody left to answer.
    await waitUntil(() => first.pendingRequests === 0, 1_000);
  });

  it("rejects later reads with 'Request was aborted', sending nothing", async () => {
    const r = readerOver([first.url]);
    r.destroy();
    const before = first.methods.length;
    expectRequestAborted((await timed(() => r.getBalance(address))).error);
    expect(first.methods.length).toBe(before);
  });

  it('stops ranking: no endpoint is sampled after destroy', async () => {
    const r = readerOver([first.url, second.url]);
    await r.getBalance(address);
    await waitUntil(() => pings(first) >= 2);
    r.destroy();
    await sleep(FAST_RANKING.intervalMs); // a round in flight may still land
    const after = pings(first) + pings(second);
    await sleep(5 * FAST_RANKING.intervalMs);
    expect(pings(first) + pings(second)).toBe(after);
  });

  it('a reader left running (ranking armed, never destroyed) does not keep Node alive', async () => {
    // Real process exit, not a mock: the fixture is bundled with esbuild and run by Node.
    const dir = await mkdtemp(join(tmpdir(), 'portico-ethers-reader-'));
    try {
      const script = join(dir, 'readerLeftRunning.cjs');
      await build({
        entryPoints: [join(__dirname, '__fixtures__', 'readerLeftRunning.ts')],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        outfile: script,
        tsconfig: join(__dirname, '..', '..', '..', 'tsconfig.json'),
        logLevel: 'silent',
      });
      const [firstPings, secondPings] = [pings(first), pings(second)];
      const started = performance.now();
      // Async: the endpoints the child reads from are served by this process.
      const child = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          [script],
          {
            env: { ...process.env, RPC_URLS: `${first.url},${second.url}`, CHAIN_ID: '31337' },
            timeout: 10_000,
          },
          (error, stdout) => resolve({ code: error ? (error.code as number | null) : 0, stdout }),
        );
      });
      const ms = performance.now() - started;
      expect(child.stdout).toBe('read\n');
      expect(child.code).toBe(0); // not 0 when killed by the 10 s timeout
      expect(pings(first) - firstPings).toBeGreaterThan(0); // ranking did run
      expect(pings(second) - secondPings).toBeGreaterThan(0);
      expect(ms).toBeLessThan(5_000); // the next round was due in 60 s
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
