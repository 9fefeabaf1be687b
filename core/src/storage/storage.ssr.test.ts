// Runs in Jest's node environment: no window, no localStorage, as under server-side rendering.
import { createDefaultStorage } from './storage';
import type { StorageBackend } from './storage';

describe('storage under SSR (no window)', () => {
  it('without a backend every method is a no-op returning undefined, without warnings', () => {
    expect(typeof window).toBe('undefined');
    const warn = jest.fn();
    const storage = createDefaultStorage({ warn });

    expect(storage.set('themeMode', 'dark')).toBeUndefined();
    expect(storage.get('themeMode')).toBeUndefined();
    expect(storage.remove('themeMode')).toBeUndefined();
    expect(storage.clear()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a backend given explicitly is used even without a window', () => {
    const items = new Map<string, string>();
    const backend: StorageBackend = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
    const storage = createDefaultStorage({ backend, prefix: 'ssr/' });

    storage.set('activeNamespace', 'solana');

    expect(items.get('ssr/activeNamespace')).toBe('"solana"');
    expect(storage.get('activeNamespace')).toBe('solana');
  });
});
