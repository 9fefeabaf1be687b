/**
 * Counting requests per key in fixed windows, in memory: a key's window opens at its first
 * request and lasts `windowMs`; up to `limit` requests pass in it, the rest are refused with
 * the time left until it closes. Memory is bounded: at most `maxKeys` windows are kept;
 * closed windows are dropped first, then, when every window is still open, the oldest.
 *
 * Windows sit in the Map in the order they opened (a reopened window is deleted and added
 * again), so the closed ones are always at its front and dropping them costs only them.
 */
export interface FixedWindowCounterOptions {
  readonly limit: number;
  readonly windowMs: number;
  readonly maxKeys: number;
}

export interface FixedWindowCounter {
  /** Counts one request of `key` at `now`: 0 when it passes, else the ms until it may. */
  hit(key: string, now: number): number;
  /** Keys tracked now. */
  size(): number;
}

interface Window {
  readonly openedAt: number;
  count: number;
}

export function createFixedWindowCounter({
  limit,
  windowMs,
  maxKeys,
}: FixedWindowCounterOptions): FixedWindowCounter {
  const windows = new Map<string, Window>();
  const isClosed = (window: Window, now: number) => now - window.openedAt >= windowMs;

  const dropClosed = (now: number) => {
    for (const [key, window] of windows) {
      if (!isClosed(window, now)) break;
      windows.delete(key);
    }
  };

  const open = (key: string, now: number): Window => {
    dropClosed(now);
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    const window: Window = { openedAt: now, count: 0 };
    windows.set(key, window);
    return window;
  };

  return {
    hit(key, now) {
      let window = windows.get(key);
      if (window && isClosed(window, now)) {
        windows.delete(key);
        window = undefined;
      }
      window ??= open(key, now);
      if (window.count >= limit) return Math.max(1, window.openedAt + windowMs - now);
      window.count++;
      return 0;
    },
    size: () => windows.size,
  };
}
