/**
 * Test fixture: Portico networks for local anvil nodes, and a page "window" (an EventTarget)
 * on which test wallets announce themselves.
 */
import type { Network } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import type { AnvilInstance } from '@portico/testing';
import type { Eip1193Provider } from '../eip1193';
import type { EvmWindow } from '../options';

export function localNetwork(node: AnvilInstance, name = `Local ${node.chainId}`): Network {
  return defineNetwork({
    id: node.chainId,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:1/explorer' } },
  });
}

/** A page window for Node tests: an EventTarget, with `ethereum` when given. */
export function createTestWindow(ethereum?: Eip1193Provider): EvmWindow & {
  ethereum?: Eip1193Provider;
} {
  const target = new EventTarget() as EvmWindow & { ethereum?: Eip1193Provider };
  if (ethereum) target.ethereum = ethereum;
  return target;
}
