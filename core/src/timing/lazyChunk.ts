/**
 * A lazy chunk of an adapter or feature (an `import()`), loaded once per adapter instance: every use while
 * it loads and after waits for the same load, and a failed download is tried again on the next
 * use. `started()` is the load in progress or done, without starting one (a disconnect needs
 * the wallet chunk only when a connect has loaded it).
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
