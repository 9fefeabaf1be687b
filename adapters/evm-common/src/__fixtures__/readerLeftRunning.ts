// Run in a child Node process by rpc/rpcClient.test.ts: makes a reader over two endpoints (env
// RPC_URLS, comma-separated) with the spec's policy, reads once so that ranking starts, waits
// for the first round of pings, prints "read", and never calls destroy(). The process must then
// exit on its own: nothing the reader left behind may keep Node alive.
import { localNetwork } from '@portico/testing/evm-adapter';
import { rpcPolicyFor } from '../rpc/rpcPolicy';
import { fetchRpcReader } from './fetchRpcEndpoint';

const urls = (process.env.RPC_URLS ?? '').split(',');
const network = localNetwork({ chainId: 31337, url: urls[0] ?? '' }, 'Local');
const reader = fetchRpcReader({ ...rpcPolicyFor(network), urls });

void (async () => {
  await reader.getBalance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  // Let the first round of pings (127.0.0.1, a few ms) end and arm the next round's timer.
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.stdout.write('read\n');
})();
