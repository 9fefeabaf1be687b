/**
 * Test fixture: a Portico instance over the toy chain with getTransactionStatus (the toy
 * answers what the test sets in `toy.statuses`), on a network with a block explorer whose URL
 * carries a query string, and the real storage over an in-memory backend (shared by two
 * instances to act as a page reload). Jest's fake timers throughout, so that the tracker's
 * polls and `waitFor`'s time-out are stepped through (promises and imports still run).
 */
import { createTestPortico } from '../../__fixtures__/instance';
import { createToyChain, toyNetworks, type ToyChainOptions } from '../../__fixtures__/toyChain';
import { TOKENS } from '../../di/surface';
import { defineNetwork } from '../../networks/network';
import type { Portico } from '../../portico';
import { createMemoryStorage } from '../../testing/memoryStorage';

export const explorerNetwork = defineNetwork({
  id: 'toy-1',
  chainNamespace: 'toychain',
  name: 'Toychain',
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-1'] } },
  blockExplorers: { default: { name: 'Toyscan', url: 'https://toyscan.example/?cluster=dev' } },
});
export const sceneNetworks = [explorerNetwork, toyNetworks[1]] as const;

export type Toy = ReturnType<typeof createToyChain>;

/** Lets promise chains and the tracker's dynamic import run (fake timers leave setImmediate). */
export async function flush(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Creates an instance on `backend` (a page load), with Jest's fake timers. */
export async function startPage(toy: Toy, backend: ReturnType<typeof createMemoryStorage>) {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const portico = createTestPortico({ networks: sceneNetworks, adapters: [toy.plugin] }, backend);
  // The toy announces its wallet after 1 ms.
  for (let tries = 0; tries < 50; tries += 1) {
    if (portico.getConnectors().some((connector) => connector.id === 'toy-wallet')) break;
    await jest.advanceTimersByTimeAsync(5);
  }
  await portico.ready;
  await flush();
  return scene(portico);
}

/** What a test reads of an instance: its tracker and its toast. */
export function scene(portico: Portico) {
  const tracker = portico.resolve(TOKENS.transactions);
  const state = portico.resolve(TOKENS.state);
  return { portico, tracker, toast: () => state.getState().toast };
}

/** A connected instance over a toy chain with transaction status, on fresh storage. */
export async function connectedScene(options: ToyChainOptions = { transactionStatus: true }) {
  const toy = createToyChain(options);
  const backend = createMemoryStorage();
  const page = await startPage(toy, backend);
  await page.portico.connect({ connectorId: 'toy-wallet' });
  return { toy, backend, ...page };
}
