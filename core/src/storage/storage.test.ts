/** @jest-environment jsdom */
import fc from 'fast-check';

import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type { StorageBackend } from './storage';
import {
  DEFAULT_STORAGE_PREFIX,
  PORTICO_STORAGE_SCHEMA,
  createDefaultStorage,
  createPorticoStorage,
} from './storage';

function collectWarnings() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
}

beforeEach(() => localStorage.clear());

describe('createDefaultStorage on the real jsdom localStorage', () => {
  it('reads back every Portico key it wrote, with its type', () => {
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ warn });

    storage.set('recentWallets', [
      { id: 'metamask', name: 'MetaMask', imageUrl: 'https://x/y.png' },
    ]);
    storage.set('connectedConnectors', { eip155: 'injected', solana: 'phantom' });
    storage.set('activeNamespace', 'eip155');
    storage.set('activeCaipNetworkId', 'eip155:1');
    storage.set('themeMode', 'dark');
    storage.set('emailLoginAt', 1_700_000_000_000);

    expect(storage.get('recentWallets')).toEqual([
      { id: 'metamask', name: 'MetaMask', imageUrl: 'https://x/y.png' },
    ]);
    expect(storage.get('connectedConnectors')).toEqual({ eip155: 'injected', solana: 'phantom' });
    expect(storage.get('activeNamespace')).toBe('eip155');
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:1');
    expect(storage.get('themeMode')).toBe('dark');
    expect(storage.get('emailLoginAt')).toBe(1_700_000_000_000);
    expect(warnings).toEqual([]);
  });

  it("writes JSON under the '@portico/' prefix by default", () => {
    const storage = createDefaultStorage({ warn: () => undefined });
    storage.set('themeMode', 'light');

    expect(storage.prefix).toBe(DEFAULT_STORAGE_PREFIX);
    expect(localStorage.getItem('@portico/themeMode')).toBe('"light"');
    expect(localStorage.getItem('themeMode')).toBeNull();
  });

  it('a key never written reads as undefined, without a warning', () => {
    const { warnings, warn } = collectWarnings();
    expect(createDefaultStorage({ warn }).get('activeNamespace')).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('remove deletes only the named key', () => {
    const storage = createDefaultStorage({ warn: () => undefined });
    storage.set('themeMode', 'dark');
    storage.set('activeNamespace', 'solana');

    storage.remove('themeMode');

    expect(storage.get('themeMode')).toBeUndefined();
    expect(storage.get('activeNamespace')).toBe('solana');
  });

  it('two instances with their own prefixes share nothing', () => {
    const first = createDefaultStorage({ prefix: '@portico/app-a/', warn: () => undefined });
    const second = createDefaultStorage({ prefix: '@portico/app-b/', warn: () => undefined });

    first.set('themeMode', 'dark');
    expect(second.get('themeMode')).toBeUndefined();

    second.set('themeMode', 'light');
    first.clear();
    expect(first.get('themeMode')).toBeUndefined();
    expect(second.get('themeMode')).toBe('light');
  });
});

describe('clear', () => {
  it("clearing Portico's keys never touches the host page's own keys", () => {
    localStorage.setItem('themeMode', '"dark"');
    localStorage.setItem('cart', '[1,2,3]');
    localStorage.setItem('my@portico/setting', 'x');
    localStorage.setItem('@PORTICO/other-case', 'x');
    const storage = createDefaultStorage({ warn: () => undefined });
    storage.set('themeMode', 'light');
    storage.set('activeNamespace', 'eip155');

    storage.clear();

    expect(storage.get('themeMode')).toBeUndefined();
    expect(storage.get('activeNamespace')).toBeUndefined();
    expect(localStorage.getItem('themeMode')).toBe('"dark"');
    expect(localStorage.getItem('cart')).toBe('[1,2,3]');
    expect(localStorage.getItem('my@portico/setting')).toBe('x');
    expect(localStorage.getItem('@PORTICO/other-case')).toBe('x');
    expect(localStorage.length).toBe(4);
  });

  it('clearing also removes prefixed keys outside the schema (left by an older version)', () => {
    for (let i = 0; i < 20; i++) localStorage.setItem(`@portico/legacy-${i}`, String(i));
    localStorage.setItem('host', 'kept');

    createDefaultStorage({ warn: () => undefined }).clear();

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('host')).toBe('kept');
  });

  it('an empty prefix is refused, since clear() would then wipe the host page', () => {
    expect(() => createDefaultStorage({ prefix: '' })).toThrow(ConfigurationError);
    expect(() => createDefaultStorage({ prefix: '' })).toThrow(MESSAGES.storagePrefixEmpty);
  });
});

describe('untrusted stored values', () => {
  it('a corrupted value is discarded with a warning, never a crash', () => {
    localStorage.setItem('@portico/recentWallets', '[{"id":"metamask",');
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ warn });

    expect(storage.get('recentWallets')).toBeUndefined();
    expect(warnings).toEqual([MESSAGES.storageValueDiscarded('@portico/recentWallets')]);
    expect(localStorage.getItem('@portico/recentWallets')).toBeNull();
  });

  it.each([
    ['themeMode', '"DARK"'],
    ['themeMode', 'dark'],
    ['recentWallets', '{"id":"metamask","name":"MetaMask"}'],
    ['recentWallets', '[{"id":1,"name":"MetaMask"}]'],
    ['recentWallets', '[{"id":"a","name":"A","imageUrl":42}]'],
    ['connectedConnectors', '["injected"]'],
    ['connectedConnectors', '{"eip155":{"id":"injected"}}'],
    ['connectedConnectors', 'null'],
    ['emailLoginAt', '"1700000000000"'],
    ['activeNamespace', '5'],
  ] as const)(
    'a %s value of another shape (%s, e.g. another library or an older version) is discarded with one warning',
    (key, raw) => {
      localStorage.setItem(`@portico/${key}`, raw);
      const { warnings, warn } = collectWarnings();
      const storage = createDefaultStorage({ warn });

      expect(storage.get(key)).toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(localStorage.getItem(`@portico/${key}`)).toBeNull();
      // Discarded for good: the next read is silent.
      expect(storage.get(key)).toBeUndefined();
      expect(warnings).toHaveLength(1);
    },
  );

  it('whatever JSON sits under a key, get returns undefined or a value its guard accepts', () => {
    const keys = Object.keys(PORTICO_STORAGE_SCHEMA) as (keyof typeof PORTICO_STORAGE_SCHEMA)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string(),
        ),
        (key, raw) => {
          localStorage.clear();
          localStorage.setItem(`@portico/${key}`, raw);
          const { warnings, warn } = collectWarnings();

          const value = createDefaultStorage({ warn }).get(key);

          if (value === undefined) {
            expect(warnings.length).toBeLessThanOrEqual(1);
          } else {
            expect(PORTICO_STORAGE_SCHEMA[key](value)).toBe(true);
            expect(warnings).toEqual([]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('every valid recent-wallets list round-trips unchanged', () => {
    const wallet = fc.record(
      { id: fc.string(), name: fc.string(), imageUrl: fc.string() },
      { requiredKeys: ['id', 'name'] },
    );
    fc.assert(
      fc.property(fc.array(wallet, { maxLength: 5 }), (wallets) => {
        const storage = createDefaultStorage({ warn: () => undefined });
        storage.set('recentWallets', wallets);
        expect(storage.get('recentWallets')).toEqual(wallets);
      }),
    );
  });

  it('set refuses a value that fails the guard (an untyped caller) with a warning and keeps the old value', () => {
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ warn });
    storage.set('themeMode', 'dark');

    storage.set('themeMode', 'sepia' as 'dark');
    storage.set('emailLoginAt', Number.NaN);

    expect(storage.get('themeMode')).toBe('dark');
    expect(storage.get('emailLoginAt')).toBeUndefined();
    expect(warnings).toEqual([
      MESSAGES.storageValueRejected('@portico/themeMode'),
      MESSAGES.storageValueRejected('@portico/emailLoginAt'),
    ]);
  });

  it('warnings go to console.warn when no warn option is given', () => {
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      localStorage.setItem('@portico/themeMode', '{');
      expect(createDefaultStorage().get('themeMode')).toBeUndefined();
      expect(consoleWarn).toHaveBeenCalledTimes(1);
      expect(consoleWarn).toHaveBeenCalledWith(
        MESSAGES.storageValueDiscarded('@portico/themeMode'),
      );
    } finally {
      consoleWarn.mockRestore();
    }
  });
});

describe('a backend that fails', () => {
  it('a write over the real jsdom quota is swallowed with a warning and other keys stay readable', () => {
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ warn });
    storage.set('themeMode', 'dark');

    expect(() => storage.set('activeCaipNetworkId', 'x'.repeat(6_000_000))).not.toThrow();

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toBe(
      MESSAGES.storageFailed('write', '@portico/activeCaipNetworkId', 'QuotaExceededError'),
    );
    expect(storage.get('activeCaipNetworkId')).toBeUndefined();
    expect(storage.get('themeMode')).toBe('dark');
  });

  it('survives a backend whose every method throws (mocked: Safari private mode cannot run here)', () => {
    const denied = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const backend: StorageBackend = {
      getItem: denied,
      setItem: denied,
      removeItem: denied,
      key: denied,
      get length(): number {
        return denied();
      },
    };
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ backend, warn });

    expect(storage.get('themeMode')).toBeUndefined();
    expect(() => storage.set('themeMode', 'dark')).not.toThrow();
    expect(() => storage.remove('themeMode')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(warnings).toEqual([
      MESSAGES.storageFailed('read', '@portico/themeMode', 'QuotaExceededError'),
      MESSAGES.storageFailed('write', '@portico/themeMode', 'QuotaExceededError'),
      MESSAGES.storageFailed('remove', '@portico/themeMode', 'QuotaExceededError'),
      MESSAGES.storageFailed('list', '@portico/', 'QuotaExceededError'),
    ]);
  });

  it('a corrupted value whose removal also fails still gives exactly one warning', () => {
    const backend: StorageBackend = {
      getItem: () => 'not json',
      setItem: () => undefined,
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      length: 0,
    };
    const { warnings, warn } = collectWarnings();

    expect(createDefaultStorage({ backend, warn }).get('themeMode')).toBeUndefined();
    expect(warnings).toEqual([MESSAGES.storageValueDiscarded('@portico/themeMode')]);
  });

  it('blocked storage (simulated: the window.localStorage getter throws) makes every method a no-op', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const { warnings, warn } = collectWarnings();
      const storage = createDefaultStorage({ warn });

      storage.set('themeMode', 'dark');
      expect(storage.get('themeMode')).toBeUndefined();
      expect(() => storage.clear()).not.toThrow();
      expect(warnings).toEqual([MESSAGES.storageFailed('open', 'localStorage', 'SecurityError')]);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });

  it('backend: null turns persistence off: nothing is written and nothing is read', () => {
    const { warnings, warn } = collectWarnings();
    const storage = createDefaultStorage({ backend: null, warn });
    localStorage.setItem('@portico/themeMode', '"dark"');

    storage.set('activeNamespace', 'eip155');
    storage.clear();

    expect(storage.get('themeMode')).toBeUndefined();
    expect(localStorage.getItem('@portico/activeNamespace')).toBeNull();
    expect(localStorage.getItem('@portico/themeMode')).toBe('"dark"');
    expect(warnings).toEqual([]);
  });
});

describe('createPorticoStorage with a schema of its own', () => {
  it('guards the keys the caller declares', () => {
    const isCount = (value: unknown): value is number => Number.isInteger(value);
    const { warnings, warn } = collectWarnings();
    const storage = createPorticoStorage({ prefix: 'plugin/', schema: { count: isCount }, warn });

    storage.set('count', 3);
    expect(storage.get('count')).toBe(3);
    localStorage.setItem('plugin/count', '3.5');
    expect(storage.get('count')).toBeUndefined();
    expect(warnings).toEqual([MESSAGES.storageValueDiscarded('plugin/count')]);
  });
});
