import { createMemoryStore } from './memoryStore';

describe('createMemoryStore', () => {
  it('uses a nonce once, atomically, and says why not otherwise', async () => {
    const store = createMemoryStore({ now: () => 0 });
    await store.addNonce({ nonce: 'abc', expiresAt: 100 });
    await expect(store.useNonce('zzz', 'h1', 0)).resolves.toEqual({ status: 'unknown' });
    await expect(store.useNonce('abc', 'h1', 100)).resolves.toEqual({ status: 'expired' });
    const both = await Promise.all([
      store.useNonce('abc', 'h1', 50),
      store.useNonce('abc', 'h2', 50),
    ]);
    expect(both).toEqual([{ status: 'ok' }, { status: 'used', usedBy: 'h1' }]);
    await expect(store.getNonce('abc')).resolves.toEqual({
      nonce: 'abc',
      expiresAt: 100,
      usedBy: 'h1',
    });
  });

  it('keeps at most maxNonces, dropping expired ones first, then the oldest', async () => {
    let time = 0;
    const store = createMemoryStore({ now: () => time, maxNonces: 3 });
    await store.addNonce({ nonce: 'old', expiresAt: 10 });
    await store.addNonce({ nonce: 'a', expiresAt: 1000 });
    await store.addNonce({ nonce: 'b', expiresAt: 1000 });
    time = 20;
    await store.addNonce({ nonce: 'c', expiresAt: 1000 });
    await expect(store.getNonce('old')).resolves.toBeUndefined();
    await expect(store.getNonce('a')).resolves.toBeDefined();
    await store.addNonce({ nonce: 'd', expiresAt: 1000 });
    await expect(store.getNonce('a')).resolves.toBeUndefined();
    for (const nonce of ['b', 'c', 'd']) await expect(store.getNonce(nonce)).resolves.toBeDefined();
  });

  it('keeps, reads and deletes sessions by token, with at most maxSessions', async () => {
    const store = createMemoryStore({ now: () => 0, maxSessions: 1 });
    const session = (token: string) => ({
      token,
      chainId: 'eip155:1',
      address: '0x1',
      expiresAt: 100,
      message: 'm',
      signature: 's',
    });
    await store.addSession(session('t1'));
    await expect(store.getSession('t1')).resolves.toEqual(session('t1'));
    await store.addSession(session('t2'));
    await expect(store.getSession('t1')).resolves.toBeUndefined();
    await store.deleteSession('t2');
    await expect(store.getSession('t2')).resolves.toBeUndefined();
  });
});
