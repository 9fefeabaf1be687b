import { createElement, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the module's component; suspends only while its code is still loading. */
  readonly Component: ComponentType<P>;
  /** Starts loading the code (idempotent); a failed load may be tried again. */
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, but it can be warmed up: once `preload()` has loaded the module, the
 * component renders at once, without a Suspense round trip, so opening the modal takes one
 * frame. The element type stays the same before and after loading, so nothing remounts.
 * A failed load is thrown once to the nearest error boundary; the next render tries again.
 * The loaded module is code, like the bundler's own import cache: nothing per instance.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  let failure: { readonly error: unknown } | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        failure = { error };
        throw error;
      },
    );
    return pending;
  };
  function PreloadableComponent(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // Suspense waits for the load and renders this component again.
    throw preload().catch(() => undefined);
  }
  return { Component: PreloadableComponent, preload };
}
