import { useCallback, useRef, useSyncExternalStore } from 'react';
import { TOKENS, type PorticoState, type Store } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

/**
 * One slice of the instance's state. The component re-renders only when the selected slice
 * changes (by `equals`, Object.is unless given): a balance change re-renders what shows the
 * balance and nothing else. Server rendering reads the same state (no window access).
 */
export function useStoreSelector<T>(
  selector: (state: PorticoState) => T,
  equals: (a: T, b: T) => boolean = Object.is,
): T {
  const store = usePorticoInstance().resolve<Store<PorticoState>>(TOKENS.store);
  const last = useRef<{ value: T } | null>(null);
  const read = useCallback(() => {
    const next = selector(store.getState());
    if (last.current && equals(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
    // The selector is usually an inline function: reading through the latest one is fine.
  }, [store, selector]);
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe((state) => state, onChange),
    [store],
  );
  return useSyncExternalStore(subscribe, read, read);
}
