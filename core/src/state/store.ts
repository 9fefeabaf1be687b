import { freeze, produce, type Draft } from 'immer';

export type Listener<T> = (value: T, previous: T) => void;

/** Immutable state (immer) with selector subscriptions that fire only when the slice changes. */
export interface Store<S> {
  getState(): S;
  setState(recipe: (draft: Draft<S>) => void): void;
  subscribe<T>(
    selector: (state: S) => T,
    listener: Listener<T>,
    equals?: (a: T, b: T) => boolean,
  ): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = freeze(initial, true);
  const listeners = new Set<(next: S, previous: S) => void>();

  return {
    getState: () => state,
    setState(recipe) {
      const previous = state;
      state = produce(state, recipe);
      if (state === previous) return;
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(selector, listener, equals = Object.is) {
      let current = selector(state);
      const onChange = (next: S) => {
        const selected = selector(next);
        if (equals(selected, current)) return;
        const before = current;
        current = selected;
        listener(selected, before);
      };
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
}

/** Shallow equality for selectors that build a new object or array each time. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
