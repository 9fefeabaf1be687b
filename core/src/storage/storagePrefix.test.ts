// Runs in Jest's node environment, as a server renders: every backend here is a memory storage.
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { createTestPortico } from '../__fixtures__/instance';
import { createMemoryStorage } from '../testing/memoryStorage';
import { createDefaultStorage, DEFAULT_STORAGE_PREFIX } from './storage';
import { claimStoragePrefix } from './storagePrefix';

const instanceOn = (backend: ReturnType<typeof createMemoryStorage>, prefix?: string) =>
  createTestPortico({ storage: { backend, ...(prefix !== undefined && { prefix }) } }, backend);

describe('a storage prefix ends in a separator', () => {
  it.each(['app', 'portico', '@portico', 'a-b_c'])(
    'refuses %s at configuration time, naming the separators',
    (prefix) => {
      const backend = createMemoryStorage();
      expect(() => createDefaultStorage({ prefix, backend })).toThrow(ConfigurationError);
      expect(() => createDefaultStorage({ prefix, backend })).toThrow(
        MESSAGES.storagePrefixNoSeparator(prefix, "':', '/', '.'"),
      );
      expect(() => instanceOn(backend, prefix)).toThrow(ConfigurationError);
    },
  );

  it.each(['app:', 'app/', 'app.', '@portico/'])('accepts %s', (prefix) => {
    expect(createDefaultStorage({ prefix, backend: createMemoryStorage() }).prefix).toBe(prefix);
  });

  it("the default prefix is unchanged ('@portico/'), so existing users' keys stay where they are", () => {
    const backend = createMemoryStorage();
    backend.setItem('@portico/themeMode', '"dark"');
    expect(DEFAULT_STORAGE_PREFIX).toBe('@portico/');
    expect(createDefaultStorage({ backend }).get('themeMode')).toBe('dark');
  });

  it("with the prefix 'app:' the host's own appToken survives clear()", () => {
    const backend = createMemoryStorage();
    backend.setItem('appToken', 'secret-session');
    const storage = createDefaultStorage({ prefix: 'app:', backend });
    storage.set('themeMode', 'dark');
    storage.clear();
    expect(backend.getItem('appToken')).toBe('secret-session');
    expect(backend.getItem('app:themeMode')).toBeNull();
  });
});

describe('the prefixes of live instances on one backend never overlap', () => {
  it('refuses a second live instance with the same prefix, with a clear error', () => {
    const backend = createMemoryStorage();
    const first = instanceOn(backend);
    try {
      expect(() => instanceOn(backend)).toThrow(
        MESSAGES.storagePrefixInUse(DEFAULT_STORAGE_PREFIX, DEFAULT_STORAGE_PREFIX),
      );
    } finally {
      first.destroy();
    }
  });

  it.each([
    ['portico:', 'portico:x:'],
    ['portico:x:', 'portico:'],
  ])('refuses nested prefixes (%s live, then %s)', (live, next) => {
    const backend = createMemoryStorage();
    const first = instanceOn(backend, live);
    try {
      expect(() => instanceOn(backend, next)).toThrow(MESSAGES.storagePrefixInUse(next, live));
    } finally {
      first.destroy();
    }
  });

  it('accepts prefixes that are not nested (portico:a: and portico:b:)', () => {
    const backend = createMemoryStorage();
    const a = instanceOn(backend, 'portico:a:');
    const b = instanceOn(backend, 'portico:b:');
    a.destroy();
    b.destroy();
  });

  it('destroy() releases the prefix: the same prefix can be used again', () => {
    const backend = createMemoryStorage();
    instanceOn(backend, 'app:').destroy();
    const again = instanceOn(backend, 'app:');
    again.destroy();
    again.destroy(); // twice is harmless
    instanceOn(backend, 'app:').destroy();
  });

  it('instances on different backends never collide (two server-side renders, each with its memory storage)', () => {
    const one = instanceOn(createMemoryStorage());
    const two = instanceOn(createMemoryStorage());
    one.destroy();
    two.destroy();
  });

  it('without a backend (SSR default) there is nothing to clear and nothing to claim', () => {
    expect(typeof window).toBe('undefined');
    const one = createTestPortico({ storage: {} });
    const two = createTestPortico({ storage: {} });
    one.destroy();
    two.destroy();
  });

  it('a release given twice frees only its own claim', () => {
    const backend = createMemoryStorage();
    const release = claimStoragePrefix(backend, 'x:');
    release();
    const other = claimStoragePrefix(backend, 'x:');
    release();
    expect(() => claimStoragePrefix(backend, 'x:')).toThrow(ConfigurationError);
    other();
  });
});
