import type { StorageBackend } from '../storage/storage';

/**
 * A Web Storage backend kept in memory: for tests that need two instances to share storage
 * (a page reload) or need no persistence between test files. Not a mock: it behaves as
 * localStorage does for string keys and values.
 */
export function createMemoryStorage(): StorageBackend & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    get size() {
      return items.size;
    },
  };
}
