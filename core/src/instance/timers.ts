/** The timers of one instance, so `destroy()` can cancel every one of them. */
export interface Timers {
  /**
   * Runs `fn` once after `ms`; returns a cancel function. A `background` timer (a periodic
   * refresh) does not keep a Node.js process alive on its own (server rendering, scripts).
   */
  after(ms: number, fn: () => void, options?: { readonly background?: boolean }): () => void;
  clearAll(): void;
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms, fn, options) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        fn();
      }, ms);
      if (options?.background) (handle as { unref?: () => void }).unref?.();
      pending.add(handle);
      return () => {
        clearTimeout(handle);
        pending.delete(handle);
      };
    },
    clearAll() {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
  };
}
