import { useEffect, useMemo, useState } from 'react';
import {
  RECOMMENDED_WALLETS_COUNT,
  type ResolvedOptions,
  type ServiceClients,
  type WalletEntry,
} from '@portico/core';
import { withChainFallback } from '../shared/catalogWithChainFallback';

export interface CatalogPicks {
  readonly featured: readonly WalletEntry[];
  readonly recommended: readonly WalletEntry[];
  /** True while the catalogue's answer for the current clients is awaited (for aria-busy). */
  readonly loading: boolean;
}

interface Settled {
  readonly featured: readonly WalletEntry[];
  readonly recommended: readonly WalletEntry[];
  /** The clients whose answer this is: another (or a first) set of clients means loading. */
  readonly from: ServiceClients | undefined;
}

const NONE: Settled = { featured: [], recommended: [], from: undefined };

/**
 * The catalogue's featured wallets (options.featuredWalletIds, in their order) and its first
 * RECOMMENDED_WALLETS_COUNT wallets. Nothing without services; a failed request shows none.
 * `loading` stays true until the answer is in, so a view can say it is busy (aria-busy) and a
 * visitor's (or a test's) list of wallets does not change under it unannounced.
 */
export function useCatalogPicks(
  clients: ServiceClients | undefined,
  options: Pick<ResolvedOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>,
  chains: readonly string[],
): CatalogPicks {
  const [settled, setSettled] = useState<Settled>(NONE);
  const chainKey = chains.join(',');
  useEffect(() => {
    if (!clients) return;
    const controller = new AbortController();
    const catalog = clients.walletCatalog;
    const featuredIds = options.featuredWalletIds ?? [];
    const featured = featuredIds.length
      ? catalog
          .getWallets({
            include: featuredIds,
            entries: featuredIds.length,
            signal: controller.signal,
          })
          .then((page) =>
            featuredIds
              .map((id) => page.data.find((wallet) => wallet.id === id))
              .filter((wallet): wallet is (typeof page.data)[number] => Boolean(wallet)),
          )
      : Promise.resolve([]);
    const recommended = withChainFallback(chainKey ? chainKey.split(',') : [], (filter) =>
      catalog.getWallets({
        entries: RECOMMENDED_WALLETS_COUNT,
        include: options.includeWalletIds,
        exclude: options.excludeWalletIds,
        chains: filter,
        signal: controller.signal,
      }),
    ).then(({ page }) => page.data);
    Promise.all([featured.catch(() => []), recommended.catch(() => [])]).then(
      ([featuredWallets, recommendedWallets]) => {
        if (!controller.signal.aborted) {
          setSettled({ featured: featuredWallets, recommended: recommendedWallets, from: clients });
        }
      },
    );
    return () => controller.abort();
  }, [
    clients,
    options.featuredWalletIds,
    options.includeWalletIds,
    options.excludeWalletIds,
    chainKey,
  ]);
  return useMemo(
    () => ({
      featured: settled.featured,
      recommended: settled.recommended,
      loading: clients !== undefined && settled.from !== clients,
    }),
    [settled, clients],
  );
}
