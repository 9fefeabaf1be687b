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
/**
 * The slow endpoint answers this late: beyond any test's time-out, so a read that returns at
 * all did not wait for it (no wall-clock bound needed; the server clears its timer on close).
 */
const LATE_ANSWER_MS = 10 * 60_000;

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
  const balance = await page.adapter.getBalance({ address, network });
  assert.equal(balance.value, await onChain(0).getBalance({ address }));
  assert.ok(first.requestCount > 0, 'the first configured endpoint was tried');
}

export const RPC_FAILOVER_CASES: readonly IntegrationCase[] = [
  {
    name: 'reads through the next endpoint when the first configured endpoint is down (a local server that never answers)',
    async run(context) {
      const unresponsive = await startUnresponsiveRpcServer();
      context.defer(() => unresponsive.close());
      // It never answers: the read can only come back through the next endpoint.
      await readThroughFailover(context, unresponsive);
    },
  },
  {
    name: 'reads through the next endpoint when the first configured endpoint is slow (a local server that answers late), without waiting for it',
    async run(context) {
      const late = await startLateRpcProxy(context.chains.nodes[0].url, LATE_ANSWER_MS);
      context.defer(() => late.close());
      await readThroughFailover(context, late);
    },
  },
];
