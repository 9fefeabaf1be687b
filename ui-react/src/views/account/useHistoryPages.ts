import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ServiceClients, Transaction } from '@portico/core';

/** One answer of the history route: its transactions and the next page's cursor. */
type TransactionPage = Awaited<ReturnType<ServiceClients['blockchainApi']['getHistory']>>;

export interface HistoryPages {
  /** The first page: loading, loaded ('ready') or failed (nothing to show). */
  readonly status: 'loading' | 'ready' | 'failed';
  /** Every transaction of the pages loaded so far, in page order, each id once. */
  readonly transactions: readonly Transaction[];
  /** Whether the route has a next page (its cursor). */
  readonly hasMore: boolean;
  /** The next page: not asked, on its way, or failed (the loaded pages stay). */
  readonly more: 'idle' | 'loading' | 'failed';
  /** Appends the next page; does nothing while one is on its way or on the last page. */
  loadMore(): void;
  /** Fetches the first page again (a tracked transaction was confirmed) and merges it. */
  refreshFirstPage(): void;
}

interface PagesState {
  readonly status: HistoryPages['status'];
  readonly pages: readonly (readonly Transaction[])[];
  readonly next: string | null;
  readonly more: HistoryPages['more'];
}

const LOADING: PagesState = { status: 'loading', pages: [], next: null, more: 'idle' };
const EMPTY: PagesState = { status: 'ready', pages: [], next: null, more: 'idle' };

function uniqueById(pages: readonly (readonly Transaction[])[]): Transaction[] {
  const seen = new Set<string>();
  return pages.flat().filter((transaction) => {
    if (seen.has(transaction.id)) return false;
    seen.add(transaction.id);
    return true;
  });
}

/**
 * The account's history from the history route, page by page (its `next` cursor). The pages
 * start over when the account, network or clients change (requests of the old ones aborted,
 * their late answers ignored). A failed next page keeps the loaded ones.
 */
export function useHistoryPages(
  clients: ServiceClients | undefined,
  address: string,
  caipNetworkId: string | undefined,
): HistoryPages {
  const [state, setState] = useState<PagesState>(LOADING);
  // The current account's requests: aborted together when it changes or the tab unmounts.
  const controller = useRef<AbortController>();
  const latest = useRef(state);
  latest.current = state;
  // Set at once on a click, so a double click asks for the next page once.
  const loadingMore = useRef(false);

  /** Asks for a page; `onPage` or `onFailure` runs only if the account is still the same. */
  const requestPage = useCallback(
    (
      cursor: string | undefined,
      onPage: (page: TransactionPage) => void,
      onFailure: () => void,
    ): boolean => {
      const signal = controller.current?.signal;
      if (!clients || !caipNetworkId || !signal) return false;
      clients.blockchainApi.getHistory({ address, caipNetworkId, cursor, signal }).then(
        (page) => !signal.aborted && onPage(page),
        () => !signal.aborted && onFailure(),
      );
      return true;
    },
    [clients, address, caipNetworkId],
  );

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    loadingMore.current = false;
    setState(LOADING);
    const asked = requestPage(
      undefined,
      (page) => setState({ status: 'ready', pages: [page.data], next: page.next, more: 'idle' }),
      () => setState({ ...LOADING, status: 'failed' }),
    );
    if (!asked) setState(EMPTY);
    return () => current.abort();
  }, [requestPage]);

  const loadMore = useCallback(() => {
    const { status, next } = latest.current;
    if (status !== 'ready' || next === null || loadingMore.current) return;
    const done = (more: PagesState['more'], page?: TransactionPage) => {
      loadingMore.current = false;
      setState((previous) =>
        page
          ? { ...previous, pages: [...previous.pages, page.data], next: page.next, more }
          : { ...previous, more },
      );
    };
    loadingMore.current = requestPage(
      next,
      (page) => done('idle', page),
      () => done('failed'),
    );
    if (loadingMore.current) setState((previous) => ({ ...previous, more: 'loading' }));
  }, [requestPage]);

  const refreshFirstPage = useCallback(() => {
    // A failed refresh leaves what is shown; the tracked row stays until the history has it.
    requestPage(
      undefined,
      ({ data, next }) =>
        setState((previous) =>
          previous.pages.length > 1
            ? { ...previous, status: 'ready', pages: [data, ...previous.pages.slice(1)] }
            : { status: 'ready', pages: [data], next, more: 'idle' },
        ),
      () => undefined,
    );
  }, [requestPage]);

  const transactions = useMemo(() => uniqueById(state.pages), [state.pages]);
  return {
    status: state.status,
    transactions,
    hasMore: state.status === 'ready' && state.next !== null,
    more: state.more,
    loadMore,
    refreshFirstPage,
  };
}
