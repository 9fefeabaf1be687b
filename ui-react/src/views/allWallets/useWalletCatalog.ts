import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECOMMENDED_WALLETS_COUNT,
  WALLET_PAGE_SIZE,
  type ServiceClients,
  type WalletEntry,
} from '@portico/core';
import { withChainFallback } from '../shared/catalogWithChainFallback';

export interface CatalogQuery {
  /** The debounced search text; empty lists the catalogue page by page. */
  readonly search: string;
  /** CAIP-2 ids of the configured networks. */
  readonly chains: readonly string[];
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

export interface CatalogList {
  readonly wallets: readonly WalletEntry[];
  readonly loading: boolean;
  readonly failed: boolean;
  /** Loads the next page (no-op while loading, when searching, or after the last page). */
  loadMore(): void;
}

function unique(wallets: readonly WalletEntry[]): WalletEntry[] {
  const seen = new Set<string>();
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)));
}

/**
 * The catalogue for AllWallets: the RECOMMENDED_WALLETS_COUNT recommended wallets first, then
 * pages of WALLET_PAGE_SIZE loaded as the list scrolls; a search instead asks once for up to
 * WALLET_SEARCH_MAX_RESULTS matches. Wallets are filtered to the configured chains unless
 * that filter leaves nothing (see withChainFallback).
 */
export function useWalletCatalog(
  clients: ServiceClients | undefined,
  query: CatalogQuery,
): CatalogList {
  const [wallets, setWallets] = useState<readonly WalletEntry[]>([]);
  const [loading, setLoading] = useState(Boolean(clients));
  const [failed, setFailed] = useState(false);
  const paging = useRef({ page: 0, count: 0, chains: undefined as readonly string[] | undefined });
  const inFlight = useRef<AbortController | null>(null);
  const { search, include, exclude } = query;
  const chainKey = query.chains.join(',');

  useEffect(() => {
    if (!clients) return;
    const catalog = clients.walletCatalog;
    const controller = new AbortController();
    inFlight.current?.abort();
    inFlight.current = controller;
    const chains = chainKey ? chainKey.split(',') : [];
    const signal = controller.signal;
    setLoading(true);
    setFailed(false);
    const load = async () => {
      if (search.trim()) {
        const { page } = await withChainFallback(chains, (filter) =>
          catalog.searchWallets({ search, include, exclude, chains: filter, signal }),
        );
        return { wallets: page.data, page: 1, count: page.data.length, chains: undefined };
      }
      const first = await withChainFallback(chains, (filter) =>
        catalog.getWallets({
          page: 1,
          entries: WALLET_PAGE_SIZE,
          include,
          exclude,
          chains: filter,
          signal,
        }),
      );
      const filter = first.filtered ? chains : undefined;
      const recommended = await catalog
        .getWallets({
          page: 1,
          entries: RECOMMENDED_WALLETS_COUNT,
          include,
          exclude,
          chains: filter,
          signal,
        })
        .then((page) => page.data)
        .catch(() => []);
      return {
        wallets: unique([...recommended, ...first.page.data]),
        page: 1,
        count: first.page.count,
        chains: filter,
      };
    };
    load().then(
      (result) => {
        if (signal.aborted) return;
        paging.current = { page: result.page, count: result.count, chains: result.chains };
        setWallets(result.wallets);
        setLoading(false);
      },
      () => {
        if (signal.aborted) return;
        setWallets([]);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [clients, search, chainKey, include, exclude]);

  const loadMore = useCallback(() => {
    const { page, count, chains } = paging.current;
    if (!clients || search.trim() || page === 0 || page * WALLET_PAGE_SIZE >= count) return;
    if (inFlight.current && !inFlight.current.signal.aborted && loading) return;
    const controller = new AbortController();
    inFlight.current = controller;
    paging.current = { ...paging.current, page: page + 1 };
    setLoading(true);
    clients.walletCatalog
      .getWallets({
        page: page + 1,
        entries: WALLET_PAGE_SIZE,
        include,
        exclude,
        chains,
        signal: controller.signal,
      })
      .then(
        (next) => {
          if (controller.signal.aborted) return;
          setWallets((current) => unique([...current, ...next.data]));
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          paging.current = { ...paging.current, page };
          setLoading(false);
        },
      );
  }, [clients, search, include, exclude, loading]);

  return { wallets, loading, failed, loadMore };
}
