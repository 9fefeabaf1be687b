/**
 * The RPC kit every EVM library binding runs against itself: what the binding adds to the shared
 * RPC reader (evm-common's rpc/rpcReader.ts), on a real anvil node behind local endpoints on
 * 127.0.0.1. The shared ranking, failover, retries and aborts are tested once, in evm-common's
 * rpc/; this kit checks the binding's part: that its transport reads the chain, honours the
 * AbortSignal (a hedged silent request is really ended), and that its error reader gives the
 * right facts for real replies.
 */
import assert from 'node:assert/strict';
import { RPC_RANKING_TIMEOUT_MS, type Network } from '@portico/core';
import { startAnvil, type AnvilInstance } from '../evm/anvil';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import {
  rpcPolicyFor,
  type DescribeRpcFailure,
  type EvmReader,
  type RpcFailureFacts,
  type RpcPolicy,
  type RpcRequestFn,
} from '@portico/adapter-evm-common';
// Not in evm-common's public index: the kit checks a binding's error facts against the shared
// rules, so it reads them from evm-common's sources (this package is never built or published).
import {
  classifyRpcFailure,
  type RpcFailure,
} from '../../../adapters/evm-common/src/rpc/rpcFailure';
import { localNetwork } from './localEvmChains';
import {
  deadRpcUrl,
  rawRpc,
  startRpcTestServer,
  type RpcTestBehaviour,
  type RpcTestServer,
} from './rpcTestServers';
import { runnerGlobals, type TestApi } from './testApi';
import { waitFor } from './waitFor';

/** The second endpoint answers this late, so that ranking keeps the first one first. */
const SECOND_ENDPOINT_DELAY_MS = 20;
/** A short request timeout for the "no reply" case. */
const SHORT_TIMEOUT_MS = 200;
/** Runtime code that answers any call with the 32-byte word 42. */
const RETURNS_42 = '0x602a60005260206000f3';
const CONTRACT = '0x000000000000000000000000000000000000c0de';
/** Runtime code that reverts every call. */
const REVERTS = '0x60006000fd';
const REVERTING_CONTRACT = '0x000000000000000000000000000000000000dead';
const RECEIVER = '0x0000000000000000000000000000000000000b0b';

export interface RpcBindingUnderTest {
  /** 'viem', 'ethers', ... */
  readonly name: string;
  createReader(network: Network, policy: RpcPolicy): EvmReader;
  /** The binding's request function for one endpoint. */
  endpoint(url: string, timeoutMs: number): RpcRequestFn;
  describeFailure: DescribeRpcFailure;
  /** The test runner's globals; Jest's (or Vitest's) by default. */
  readonly api?: TestApi;
}

export function describeRpcBinding(binding: RpcBindingUnderTest): void {
  const api = binding.api ?? runnerGlobals();
  let node: AnvilInstance;
  let network: Network;
  let first: RpcTestServer;
  let second: RpcTestServer;
  const cleanups: (() => unknown)[] = [];

  api.beforeAll(async () => {
    node = await startAnvil({ chainId: 31337 });
    network = localNetwork(node, 'Local');
    await rawRpc(node.url, 'anvil_setCode', [CONTRACT, RETURNS_42]);
    await rawRpc(node.url, 'anvil_setCode', [REVERTING_CONTRACT, REVERTS]);
    [first, second] = await Promise.all([
      startRpcTestServer(node.url),
      startRpcTestServer(node.url, { kind: 'forward', delayMs: SECOND_ENDPOINT_DELAY_MS }),
    ]);
  });
  api.afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    first.behave({ kind: 'forward' });
  });
  api.afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await node?.stop();
  });

  const readerOver = (urls: string[]) => {
    const reader = binding.createReader(network, { ...rpcPolicyFor(network), urls });
    cleanups.push(() => reader.destroy?.());
    return reader;
  };
  const failureOf = async (url: string, method: string, params: unknown[], timeoutMs = 5_000) => {
    const error = await binding
      .endpoint(url, timeoutMs)(method, params, new AbortController().signal)
      .then(
        () => assert.fail(`${method} on ${url} should fail`),
        (e: unknown) => e,
      );
    return binding.describeFailure(error);
  };

  api.describe(`${binding.name} reader on a local anvil node`, () => {
    api.it('reads the balance, the gas price, a gas estimate and a contract call', async () => {
      const reader = readerOver([first.url]);
      const account = ANVIL_ACCOUNTS[0]!.address;
      assert.equal(await reader.getBalance(account), 10_000n * 10n ** 18n);
      assert.equal(
        await reader.getGasPrice(),
        BigInt((await rawRpc(node.url, 'eth_gasPrice')) as string),
      );
      assert.equal(await reader.estimateGas({ from: account, to: RECEIVER, value: 1n }), 21_000n);
      assert.equal(await reader.call({ to: CONTRACT, data: '0x' }), `0x${'2a'.padStart(64, '0')}`);
    });

    // How fast a failover is, is measured by the bench (npm run bench: RPC failover), not here:
    // an upper bound on wall time fails on a busy machine (it did, at 1,116 ms against 1,100).
    api.it('reads on the next endpoint when nothing listens on the first', async () => {
      const reader = readerOver([await deadRpcUrl(), second.url]);
      const readsBefore = second.readCount;
      assert.equal(await reader.getBalance(ANVIL_ACCOUNTS[0]!.address), 10_000n * 10n ** 18n);
      assert.ok(second.readCount > readsBefore, 'the second endpoint answered');
    });

    api.it(
      'reads on the next endpoint when the first (a mock node) answers "" or "1e5": the binding hands the raw result to the shared checks',
      async () => {
        for (const result of ['', '1e5']) {
          first.behave({ kind: 'result', result });
          const reader = readerOver([first.url, second.url]);
          const readsBefore = first.readCount;
          assert.equal(await reader.getBalance(ANVIL_ACCOUNTS[0]!.address), 10_000n * 10n ** 18n);
          assert.ok(first.readCount > readsBefore, 'the mock node was asked first');
        }
      },
    );

    api.it(
      'reads on the next endpoint once the first has been silent for the stall time, and ends the silent request',
      async () => {
        const reader = readerOver([first.url, second.url]);
        first.behave({ kind: 'silent' });
        const readsBefore = second.readCount;
        const started = performance.now();
        assert.equal(await reader.getBalance(ANVIL_ACCOUNTS[0]!.address), 10_000n * 10n ** 18n);
        const ms = performance.now() - started;
        // A lower bound only: the reader gave the silent endpoint its stall time first.
        assert.ok(ms >= RPC_RANKING_TIMEOUT_MS - 5, `answered after ${ms} ms, before the stall`);
        assert.equal(first.readCount > 0, true);
        assert.ok(second.readCount > readsBefore, 'the second endpoint answered');
        await waitFor(() => first.pendingRequests === 0, 1_000, 'the silent request to end');
      },
    );
  });

  api.describe(`${binding.name} errors, read for the shared failover rules (real replies)`, () => {
    const serving = async (behaviour: RpcTestBehaviour) => {
      const server = await startRpcTestServer(node.url, behaviour);
      cleanups.push(() => server.close());
      return server.url;
    };
    const gasPriceFrom = async (behaviour: RpcTestBehaviour, timeoutMs?: number) =>
      failureOf(await serving(behaviour), 'eth_gasPrice', [], timeoutMs);
    const expectFacts = (
      name: string,
      fail: () => Promise<RpcFailureFacts>,
      expected: { readonly reply: RpcFailureFacts['reply']; readonly [key: string]: unknown },
      decision: RpcFailure,
    ) =>
      api.it(`${name}: ${JSON.stringify(expected)}, so ${decision}`, async () => {
        const facts = (await fail()) as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(expected)) assert.equal(facts[key], value, key);
        assert.equal(classifyRpcFailure(facts as unknown as RpcFailureFacts), decision);
      });

    expectFacts(
      'nothing listening',
      async () => failureOf(await deadRpcUrl(), 'eth_gasPrice', []),
      { reply: 'none' },
      'transient',
    );
    expectFacts(
      'a silent endpoint past the request timeout',
      () => gasPriceFrom({ kind: 'silent' }, SHORT_TIMEOUT_MS),
      { reply: 'none' },
      'transient',
    );
    expectFacts(
      'HTTP 503',
      () => gasPriceFrom({ kind: 'httpError', status: 503 }),
      { reply: 'http', status: 503 },
      'transient',
    );
    expectFacts(
      'HTTP 404',
      () => gasPriceFrom({ kind: 'httpError', status: 404 }),
      { reply: 'http', status: 404 },
      'endpoint',
    );
    expectFacts(
      'a rate limit (JSON-RPC -32005)',
      () => gasPriceFrom({ kind: 'rpcError', code: -32005 }),
      { reply: 'rpc', code: -32005 },
      'transient',
    );
    expectFacts(
      'a rate limit on eth_call (ethers makes it a CALL_EXCEPTION, like a revert)',
      async () =>
        failureOf(await serving({ kind: 'rpcError', code: -32005 }), 'eth_call', [
          { to: CONTRACT, data: '0x' },
          'latest',
        ]),
      { reply: 'rpc', code: -32005 },
      'transient',
    );
    expectFacts(
      'a reply that is not JSON-RPC',
      () => gasPriceFrom({ kind: 'notJsonRpc' }),
      { reply: 'unreadable' },
      'endpoint',
    );
    expectFacts(
      'a revert from anvil',
      () => failureOf(node.url, 'eth_call', [{ to: REVERTING_CONTRACT, data: '0x' }, 'latest']),
      { reply: 'rpc', code: 3 },
      'answer',
    );
  });
}
