import type { SiwxSession } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { pageSessions } from './pageStore';
import { STORAGE_KEY } from './sessionList';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PAGE = { domain: 'app.example.com', uri: 'https://app.example.com' };

function session(overrides: Partial<SiwxSession['data']> = {}): SiwxSession {
  return {
    data: {
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-11-27T02:00:00.000Z',
      ...PAGE,
      ...overrides,
    },
    message: 'the text as signed',
    signature: '0x1234',
  };
}

describe('pageSessions', () => {
  it('makes messages with a fresh page nonce, the statement and an expiry', async () => {
    const now = Date.parse('2026-11-27T02:00:00.000Z');
    const store = pageSessions({ ...PAGE, statement: 'Hi.', expiresInSeconds: 60, now: () => now });
    const input = { accountAddress: ADDRESS, chainId: 'eip155:1' };
    const [first, second] = [await store.createMessage(input), await store.createMessage(input)];
    expect(first).toMatchObject({
      ...PAGE,
      ...input,
      version: '1',
      statement: 'Hi.',
      issuedAt: '2026-11-27T02:00:00.000Z',
      expirationTime: '2026-11-27T02:01:00.000Z',
    });
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('keeps sessions in the storage given; checks only shape, account and expiry', async () => {
    const storage = createMemoryStorage();
    let now = Date.parse('2026-11-27T02:00:00.000Z');
    const store = pageSessions({ ...PAGE, storage, now: () => now });
    const live = session({ expirationTime: '2026-11-27T03:00:00.000Z' });
    await store.addSession(live);
    // eip155 addresses are compared without case; another chain has none.
    expect(await store.getSessions('eip155:1', ADDRESS.toLowerCase())).toEqual([live]);
    expect(await store.getSessions('eip155:2', ADDRESS)).toEqual([]);
    // Not verified: a session of the right shape is kept as it is (the README says so).
    await expect(store.addSession({ ...live, signature: '' })).rejects.toThrow(TypeError);
    // What another script wrote in a wrong shape is dropped on reading.
    storage.setItem(STORAGE_KEY, JSON.stringify([live, { data: 1 }, 'x']));
    expect(await store.getSessions('eip155:1', ADDRESS)).toEqual([live]);
    now = Date.parse('2026-11-27T03:00:00.000Z');
    expect(await store.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('refuses a statement with a line break and a non-positive lifetime', () => {
    expect(() => pageSessions({ statement: 'a\nb' })).toThrow(TypeError);
    expect(() => pageSessions({ expiresInSeconds: 0 })).toThrow(TypeError);
    expect(pageSessions({ required: true }).getRequired?.()).toBe(true);
    expect(pageSessions().getRequired?.()).toBe(false);
  });
});
