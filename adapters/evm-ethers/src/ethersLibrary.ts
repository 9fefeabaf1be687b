/**
 * The EvmLibrary port (@portico/adapter-evm-common) on ethers v6: a name and a loader.
 * Everything that needs ethers (the reader, contract call data) is in ./ethersLibraryModule,
 * reached only through this `import()`, so a bundler puts it in a lazy chunk and a
 * connect-only app never downloads ethers. Signing and sending go through the wallet and are
 * the shared adapter's. A frozen object without state: each reader holds its own providers
 * and timers.
 */
import type { EvmLibrary } from '@portico/adapter-evm-common';

export const ethersLibrary: EvmLibrary = /* @__PURE__ */ Object.freeze({
  name: 'ethers',
  load: () => import('./ethersLibraryModule'),
});
