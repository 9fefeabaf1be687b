/**
 * The EvmLibrary port (@portico/adapter-evm-common) on viem: a name and a loader. Everything
 * that needs viem (the reader of ./rpc, ABI coding) is in ./viemLibraryModule, reached only
 * through this `import()`, so a bundler puts it in a lazy chunk and a connect-only app never
 * downloads viem. No state: one frozen object that any number of Portico instances share.
 */
import type { EvmLibrary } from '@portico/adapter-evm-common';

export const viemLibrary: EvmLibrary = /* @__PURE__ */ Object.freeze({
  name: 'viem',
  load: () => import('./viemLibraryModule'),
});
