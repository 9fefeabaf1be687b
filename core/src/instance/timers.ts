/** The timers of one instance, so `destroy()` can cancel every one of them. */
export interface Timers {
  after(ms: number, fn: () => void): () => void;
  clearAll(): void;
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms, fn) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        fn();
      }, ms);
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
