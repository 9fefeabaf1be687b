/**
 * The example's one Portico instance, created once at module level. Next runs this module on
 * the server too (client components are rendered there first): without `window` the instance
 * has no storage, never reconnects, and renders the disconnected buttons on the default
 * network; in the browser it restores the active network and reconnects a remembered wallet.
 */
import { viemAdapter } from '@portico/adapter-evm-viem';
import { createPortico } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { EXAMPLE_CHAINS, type ExampleChainId } from '../stack/exampleChains';

// Next inlines NEXT_PUBLIC_ variables where they are read by name. `npm run example:next`
// (and the browser test) set them to its two anvil nodes on 127.0.0.1.
const RPC_URLS: Record<ExampleChainId, string> = {
  31337: process.env.NEXT_PUBLIC_PORTICO_RPC_31337 ?? 'http://127.0.0.1:8545',
  31338: process.env.NEXT_PUBLIC_PORTICO_RPC_31338 ?? 'http://127.0.0.1:8546',
};

const localNetwork = ({ chainId: id, name }: (typeof EXAMPLE_CHAINS)[number]) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [RPC_URLS[id]] } },
  });

export const portico = createPortico({
  networks: [localNetwork(EXAMPLE_CHAINS[0]), localNetwork(EXAMPLE_CHAINS[1])],
  adapters: [viemAdapter()],
  metadata: {
    name: 'Portico Next.js example',
    description: 'Portico in a Next.js App Router app',
    url: 'http://127.0.0.1',
    icons: [],
  },
});
