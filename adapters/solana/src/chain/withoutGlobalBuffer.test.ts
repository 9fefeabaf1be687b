import { createSolanaChainModule } from './solanaChainModule';

/**
 * Browsers have no global `Buffer`. The chain module used to install one page-wide (the `buffer`
 * package's) for @solana/spl-token's bigint-buffer; the adapter's own SPL code needs none, so
 * the module must leave the page's globals alone. The global is removed only around the
 * synchronous call (the local node and Node's modules in this process read it); the SPL send
 * in a real browser without a Buffer is examples/demo's solana.browser.test.ts.
 */
test('creating the chain module installs no global Buffer on a page that has none', () => {
  const scope = globalThis as { Buffer?: unknown };
  const nodeBuffer = scope.Buffer;
  let installed: unknown;
  delete scope.Buffer;
  try {
    createSolanaChainModule().destroy();
    installed = scope.Buffer;
  } finally {
    scope.Buffer = nodeBuffer;
  }
  expect(installed).toBeUndefined();
});
