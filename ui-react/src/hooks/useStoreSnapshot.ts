import { useCallback, useRef, useSyncExternalStore } from 'react';
import { TOKENS, type PorticoState, type Store } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

type Selector<T> = (state: PorticoState) => T;

/** A read of `selector` that returns the previous value while `equals` calls it the same. */
function useCachedRead<T>(
  store: Store<PorticoState>,
  selector: Selector<T>,
  equals: (a: T, b: T) => boolean,
): () => T {
  const last = useRef<{ value: T } | null>(null);
  return useCallback(() => {
    const next = selector(store.getState());
    if (last.current && equals(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [store, selector, equals]);
}

/**
 * Like useStoreSelector, with a second selector for hydration: `serverSelector` gives the
 * value as the server rendered it (a server never reconnects a wallet), so the first client
 * render matches the server markup; React re-renders with `selector`'s value right after.
 * Both selectors must keep their identity (module-level functions).
 */
export function useStoreSnapshot<T>(
  selector: Selector<T>,
  serverSelector: Selector<T>,
  equals: (a: T, b: T) => boolean,
): T {
  const store = usePorticoInstance().resolve<Store<PorticoState>>(TOKENS.store);
  const read = useCachedRead(store, selector, equals);
  const readServer = useCachedRead(store, serverSelector, equals);
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe((state) => state, onChange),
    [store],
  );
  return useSyncExternalStore(subscribe, read, readServer);
}
