import { useEffect, useState, type DependencyList, type ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { LABELS } from '../../ui/labels';

export type RouteListState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly items: readonly T[] }
  | { readonly status: 'failed'; readonly message: string };

/**
 * A list an account tab loads from a service route: `load` runs again whenever `deps` change
 * (the previous request aborted, its late answer ignored). Without `load` (no services, no
 * network) the list is ready and empty; a failed request keeps the error's message.
 */
export function useRouteList<T>(
  load: ((signal: AbortSignal) => Promise<readonly T[]>) | undefined,
  deps: DependencyList,
): RouteListState<T> {
  const [state, setState] = useState<RouteListState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) {
      setState({ status: 'ready', items: [] });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
    // `load` is a new function each render: `deps` are what it reads.
  }, deps);
  return state;
}

/**
 * Renders a route list's state: a busy spinner while loading, the error (`failedText`, else
 * the error's own message) on failure, `emptyText` when there is nothing, else `children`.
 */
export function RouteList<T>({
  state,
  emptyText,
  failedText,
  children,
}: {
  readonly state: RouteListState<T>;
  readonly emptyText: string;
  readonly failedText?: string;
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <div className="portico-empty" aria-busy="true">
        <Spinner />
        <span className="portico-visually-hidden">{LABELS.loading}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text className="portico-empty" variant="error">
        {failedText ?? state.message}
      </Text>
    );
  }
  if (state.items.length === 0) {
    return (
      <Text className="portico-empty" variant="muted">
        {emptyText}
      </Text>
    );
  }
  return <>{children(state.items)}</>;
}
