/**
 * sign-client's key-value store over the page's localStorage, under one key prefix: the
 * browser default. The SDK's own default (IndexedDB through unstorage) takes ~45 ms to open
 * and read on the first connect in Chromium here, this ~12 ms, and a visitor waits for it
 * before the QR code shows. A dapp keeps little in it (keys, one pairing, its sessions).
 * Values are JSON; a value that is not JSON (written by someone else) reads as missing.
 */
import type { WalletConnectStorage } from '../options';

export function createLocalStorageKeyValue(storage: Storage, prefix: string): WalletConnectStorage {
  const keyPrefix = `${prefix}:wc:`;
  const ownKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(keyPrefix)) keys.push(key.slice(keyPrefix.length));
    }
    return keys;
  };
  const read = <T>(key: string): T | undefined => {
    const text = storage.getItem(keyPrefix + key);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  };
  return {
    getKeys: async () => ownKeys(),
    getEntries: async <T>() =>
      ownKeys().flatMap((key): [string, T][] => {
        const value = read<T>(key);
        return value === undefined ? [] : [[key, value]];
      }),
    getItem: async <T>(key: string) => read<T>(key),
    setItem: async (key, value) => storage.setItem(keyPrefix + key, JSON.stringify(value)),
    removeItem: async (key) => storage.removeItem(keyPrefix + key),
  };
}

/** The page's localStorage when it can be used (not in Node, not when blocked). */
export function pageLocalStorage(): Storage | undefined {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (!storage) return undefined;
    const probe = '__portico_wc_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}
