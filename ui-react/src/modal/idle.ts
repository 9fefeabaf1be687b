type IdleGlobal = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** How long an idle callback may wait for idle time before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where requestIdleCallback is missing (Safari): a short timeout stands in for idle time. */
const IDLE_FALLBACK_MS = 200;

function onIdle(task: () => void): () => void {
  const idle = globalThis as IdleGlobal;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `task` when the browser is idle after the page's load event, never while the page is
 * still loading, so what it fetches does not compete with the page's own resources. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined' || document.readyState === 'complete') return onIdle(task);
  let cancelIdle: (() => void) | undefined;
  const loaded = () => {
    cancelIdle = onIdle(task);
  };
  window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelIdle?.();
  };
}
