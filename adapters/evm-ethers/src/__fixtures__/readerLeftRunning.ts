// Run in a child Node process by ethersReader.lifecycle.test.ts: makes a reader over two
// endpoints (env RPC_URLS, comma-separated), reads once so that ranking starts, waits for the
// first round of samples, prints "read", and never calls destroy(). The process must then
// exit on its own: nothing the reader left behind may keep Node alive.
import { createEthersReader } from '../ethersReader';

const urls = (process.env.RPC_URLS ?? '').split(',');
const chainId = Number(process.env.CHAIN_ID);

const reader = createEthersReader(
  {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  },
  {
    urls,
    ranking: {
      intervalMs: 60_000,
      sampleCount: 10,
      timeoutMs: 1_000,
      stabilityWeight: 0.7,
      latencyWeight: 0.3,
    },
    retryCount: 3,
    retryDelayMs: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    requestTimeoutMs: 10_000,
  },
);

void (async () => {
  await reader.getBalance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  // Let the first round of samples (127.0.0.1, a few ms) end and arm the next round's timer.
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.stdout.write('read\n');
})();
