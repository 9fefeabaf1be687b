import type { WalletCatalog } from '@portico/core';

type Page = Awaited<ReturnType<WalletCatalog['getWallets']>>;

/**
 * Asks the catalogue with the `chains` filter; when that gives no wallet at all, asks again
 * without it. The configured chains may be ones the catalogue does not know (a local demo
 * chain): an empty list would then hide every wallet, so the unfiltered catalogue is shown.
 * Returns the page and whether the filter was dropped.
 */
export async function withChainFallback(
  chains: readonly string[],
  ask: (chains: readonly string[] | undefined) => Promise<Page>,
): Promise<{ readonly page: Page; readonly filtered: boolean }> {
  if (chains.length === 0) return { page: await ask(undefined), filtered: false };
  const page = await ask(chains);
  if (page.count > 0 || page.data.length > 0) return { page, filtered: true };
  return { page: await ask(undefined), filtered: false };
}
