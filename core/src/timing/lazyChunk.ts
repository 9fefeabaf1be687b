/**
 * A lazy chunk of an adapter or feature (an `import()`), loaded once per adapter instance: every
 * use while it loads and after waits for the same load, and a failed download is tried again on
 * the next use. `started()` is the load in progress or done, without starting one (a disconnect
 * needs the wallet chunk only when a connect has loaded it).
 */
export interface LazyChunk<T> {
  (): Promise<T>;
  started(): Promise<T> | undefined;
}

export function lazy<T>(load: () => Promise<T>): LazyChunk<T> {
  let loading: Promise<T> | undefined;
  const get = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  return Object.assign(get, { started: () => loading });
}

/**
 * A lazy chunk that makes a per-instance object with listeners or connections to release (an
 * adapter's wallet session, its chain connections). `destroy()` releases it at once when it is
 * loaded, else as soon as a load in flight finishes; with no load started it does nothing.
 */
export interface DisposableChunk<T extends { destroy(): void }> extends LazyChunk<T> {
  destroy(): void;
}

export function lazyDisposable<T extends { destroy(): void }>(
  load: () => Promise<T>,
): DisposableChunk<T> {
  let loaded: T | undefined;
  const chunk = lazy(async () => {
    loaded = await load();
    return loaded;
  });
  return Object.assign(chunk, {
    destroy() {
      if (loaded) loaded.destroy();
      else
        void chunk.started()?.then(
          (made) => made.destroy(),
          () => undefined,
        );
    },
  });
}

/**
 * The chunk, or the request's own failure when it did not download: `failed` turns the download
 * error into what the request fails with ('An error occurred', a failed send's text, ...).
 */
export function loadOrFail<T>(
  chunk: LazyChunk<T>,
  failed: (error: unknown) => unknown,
): Promise<T> {
  return chunk().catch((error: unknown) => Promise.reject(failed(error)));
}
