import assert from 'node:assert/strict';
import { ANVIL_ACCOUNTS } from '../../evm/anvilAccounts';
import type { IntegrationCase, IntegrationContext } from '../integrationCase';
import {
  startLateRpcProxy,
  startUnresponsiveRpcServer,
  type RpcTestServer,
} from '../rpcTestServers';

/** Short per-request timeout so a failover test takes well under a second. */
const REQUEST_TIMEOUT_MS = 400;
/** The slow endpoint answers this late: far beyond the request timeout. */
const LATE_ANSWER_MS = 4_000;

/**
 * Reads a balance through an adapter whose first endpoint for the first chain is `first`
 * and whose next one is the network's own (the anvil node), and checks it against the node.
 */
async function readThroughFailover(
  { open, onChain, chains }: IntegrationContext,
  first: RpcTestServer,
) {
  const [network] = chains.networks;
  const page = open({
    adapterOptions: {
      rpc: {
        urls: { [network.caipNetworkId]: [first.url] },
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        retryCount: 0,
      },
    },
  });
  const address = ANVIL_ACCOUNTS[1]!.address;
  const started = Date.now();
  const balance = await page.adapter.getBalance({ address, network });
  const elapsedMs = Date.now() - started;
  assert.equal(balance.value, await onChain(0).getBalance({ address }));
  assert.ok(first.requestCount > 0, 'the first configured endpoint was tried');
  return elapsedMs;
}

export const RPC_FAILOVER_CASES: readonly IntegrationCase[] = [
  {
    name: 'reads through the next endpoint when the first configured endpoint is down (a local server that never answers)',
    async run(context) {
      const unresponsive = await startUnresponsiveRpcServer();
      context.defer(() => unresponsive.close());
      const elapsedMs = await readThroughFailover(context, unresponsive);
      assert.ok(elapsedMs < LATE_ANSWER_MS, `failover took ${elapsedMs} ms`);
    },
  },
  {
    name: 'reads through the next endpoint when the first configured endpoint is slow (a local server that answers late), without waiting for it',
    async run(context) {
      const late = await startLateRpcProxy(context.chains.nodes[0].url, LATE_ANSWER_MS);
      context.defer(() => late.close());
      const elapsedMs = await readThroughFailover(context, late);
      assert.ok(
        elapsedMs < LATE_ANSWER_MS,
        `the read waited ${elapsedMs} ms for the slow endpoint`,
      );
    },
  },
];
