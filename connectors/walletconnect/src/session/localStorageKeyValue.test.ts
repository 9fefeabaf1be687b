/** @jest-environment jsdom */
import { createLocalStorageKeyValue, pageLocalStorage } from './localStorageKeyValue';

afterEach(() => localStorage.clear());

describe('sign-client’s store over localStorage', () => {
  it('keeps JSON values under its own prefix, and lists only its own keys', async () => {
    const store = createLocalStorageKeyValue(localStorage, 'portico');
    localStorage.setItem('someone-else', '1');
    await store.setItem('wc@2:core:0.3//keychain', { a: 'b' });
    await store.setItem('wc@2:client:0.3//session', [{ topic: 't' }]);
    expect(localStorage.getItem('portico:wc:wc@2:core:0.3//keychain')).toBe('{"a":"b"}');
    expect((await store.getKeys()).sort()).toEqual([
      'wc@2:client:0.3//session',
      'wc@2:core:0.3//keychain',
    ]);
    expect(await store.getItem('wc@2:client:0.3//session')).toEqual([{ topic: 't' }]);
    expect(await store.getEntries()).toHaveLength(2);
    await store.removeItem('wc@2:core:0.3//keychain');
    expect(await store.getItem('wc@2:core:0.3//keychain')).toBeUndefined();
    expect(localStorage.getItem('someone-else')).toBe('1');
  });

  it('two prefixes (two Portico instances) do not see each other', async () => {
    const first = createLocalStorageKeyValue(localStorage, 'one');
    const second = createLocalStorageKeyValue(localStorage, 'two');
    await first.setItem('k', 1);
    expect(await second.getKeys()).toEqual([]);
    expect(await second.getItem('k')).toBeUndefined();
  });

  it('reads a value that is not JSON as missing', async () => {
    localStorage.setItem('portico:wc:broken', '{not json');
    const store = createLocalStorageKeyValue(localStorage, 'portico');
    expect(await store.getItem('broken')).toBeUndefined();
    expect(await store.getEntries()).toEqual([]);
  });

  it('is not used where localStorage throws (blocked storage)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(pageLocalStorage()).toBeUndefined();
    setItem.mockRestore();
    expect(pageLocalStorage()).toBe(localStorage);
  });
});
