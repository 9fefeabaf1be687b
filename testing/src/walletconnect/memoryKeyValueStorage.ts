/**
 * The key-value store a WalletConnect client keeps its keys, pairings and sessions in, held
 * in memory: nothing is written to disk and nothing outlives the client. Values are copied in
 * and out, as a serializing store would.
 */
export interface MemoryKeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export function createMemoryKeyValueStorage(): MemoryKeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.entries()].map(([key, value]) => [key, structuredClone(value) as T]),
    getItem: async <T>(key: string) =>
      items.has(key) ? (structuredClone(items.get(key)) as T) : undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, structuredClone(value)),
    removeItem: async (key: string) => void items.delete(key),
  };
}
