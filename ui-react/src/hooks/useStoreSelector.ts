import { useCallback, useRef, useSyncExternalStore } from 'react';
import { TOKENS, type PorticoState } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { hydrationSnapshotOf } from '../hydration/hydrationSnapshot';

/** A read of `selector` over `state()` that returns the previous value while `equals` calls it the same. */
function useCachedRead<T>(
  state: () => PorticoState,
  selector: (state: PorticoState) => T,
  equals: (a: T, b: T) => boolean,
): () => T {
  const last = useRef<{ value: T } | null>(null);
  return useCallback(() => {
    const next = selector(state());
    if (last.current && equals(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
    // The selector is usually an inline function: each render reads through the latest one.
  }, [state, selector]);
}

/**
 * One slice of the instance's state. The component re-renders only when the selected slice
 * changes (by `equals`, Object.is unless given): a balance change re-renders what shows the
 * balance and nothing else. Server rendering reads the same state (no window access); while
 * hydrating, the slice is read from what the server rendered (see hydrationSnapshot.ts), and
 * the live value follows right after.
 */
export function useStoreSelector<T>(
  selector: (state: PorticoState) => T,
  equals: (a: T, b: T) => boolean = Object.is,
): T {
  const portico = usePorticoInstance();
  const store = portico.resolve(TOKENS.state);
  const liveState = useCallback(() => store.getState(), [store]);
  const serverState = useCallback(() => hydrationSnapshotOf(portico).state, [portico]);
  const read = useCachedRead(liveState, selector, equals);
  const readServer = useCachedRead(serverState, selector, equals);
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe((state) => state, onChange),
    [store],
  );
  return useSyncExternalStore(subscribe, read, readServer);
}
