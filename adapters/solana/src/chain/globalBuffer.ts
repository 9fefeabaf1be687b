/**
 * @solana/spl-token reads and writes u64 amounts through bigint-buffer, whose browser build
 * calls the global `Buffer`, which browsers do not have (web3.js itself imports the `buffer`
 * package and needs no global). Without it an SPL balance read or transfer fails in a page
 * with "Buffer is not defined". The chain module therefore provides the `buffer` package's
 * Buffer as the global when the page has none, when the module is first used; a page that
 * already has one (Node, or its own polyfill) keeps it.
 */
import { Buffer } from 'buffer';

export function provideGlobalBuffer(): void {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer === undefined) scope.Buffer = Buffer;
}
