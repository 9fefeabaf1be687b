/**
 * `EvmLibrary.load()` for one adapter instance: called on first use only, its module then
 * remembered by this instance (nothing is kept at module level). A failed load is forgotten,
 * so the next use tries again: a lazy chunk can fail to download on a bad connection.
 */
import type { EvmLibrary, EvmLibraryModule } from './library';

export type LoadLibrary = () => Promise<EvmLibraryModule>;

export function createLibraryLoader(library: EvmLibrary): LoadLibrary {
  let loading: Promise<EvmLibraryModule> | undefined;
  return () => {
    if (!loading) {
      const attempt = (async () => library.load())();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
