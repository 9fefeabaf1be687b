/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  const idle = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
