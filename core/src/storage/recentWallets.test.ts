/** @jest-environment jsdom */
import fc from 'fast-check';

import { RECENT_WALLETS_MAX } from '../constants';
import { addRecentWallet, createRecentWallets } from './recentWallets';
import type { RecentWallet } from './recentWallets';
import { createDefaultStorage } from './storage';

const metamask: RecentWallet = { id: 'metamask', name: 'MetaMask' };
const phantom: RecentWallet = {
  id: 'phantom',
  name: 'Phantom',
  imageUrl: 'https://img/phantom.png',
};
const rainbow: RecentWallet = { id: 'rainbow', name: 'Rainbow' };

beforeEach(() => localStorage.clear());

describe('addRecentWallet', () => {
  it('recent wallets keep at most 2', () => {
    expect(RECENT_WALLETS_MAX).toBe(2);
    const list = addRecentWallet(addRecentWallet(addRecentWallet([], metamask), phantom), rainbow);
    expect(list).toEqual([rainbow, phantom]);
  });

  it('the newest wallet comes first', () => {
    expect(addRecentWallet([metamask], phantom)).toEqual([phantom, metamask]);
  });

  it('adding a wallet already in the list moves it to the front instead of duplicating it', () => {
    const renamed = { ...metamask, name: 'MetaMask Flask' };
    expect(addRecentWallet([phantom, metamask], renamed)).toEqual([renamed, phantom]);
  });

  it('leaves the given list unchanged', () => {
    const list = Object.freeze([metamask, phantom]);
    addRecentWallet(list, rainbow);
    expect(list).toEqual([metamask, phantom]);
  });

  it('for any list: the new wallet first, ids unique, at most 2, the others in their old order', () => {
    const wallet = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), name: fc.string() });
    fc.assert(
      fc.property(fc.array(wallet, { maxLength: 6 }), wallet, (list, added) => {
        const result = addRecentWallet(list, added);
        const ids = result.map((entry) => entry.id);

        expect(result[0]).toBe(added);
        expect(result.length).toBeLessThanOrEqual(RECENT_WALLETS_MAX);
        expect(new Set(ids).size).toBe(ids.length);
        const others = list.filter((entry) => entry.id !== added.id);
        expect(result.slice(1)).toEqual(others.slice(0, result.length - 1));
      }),
    );
  });
});

describe('createRecentWallets on the real jsdom localStorage', () => {
  it('is empty until a wallet is added', () => {
    expect(createRecentWallets(createDefaultStorage()).get()).toEqual([]);
  });

  it('persists added wallets across page loads (a new instance on the same storage)', () => {
    createRecentWallets(createDefaultStorage()).add(metamask);
    createRecentWallets(createDefaultStorage()).add(phantom);

    expect(createRecentWallets(createDefaultStorage()).get()).toEqual([phantom, metamask]);
  });

  it('add returns the list it stored, still at most 2', () => {
    const recent = createRecentWallets(createDefaultStorage());
    recent.add(metamask);
    recent.add(phantom);
    expect(recent.add(rainbow)).toEqual([rainbow, phantom]);
    expect(recent.get()).toEqual([rainbow, phantom]);
  });

  it('clear forgets the recent wallets', () => {
    const recent = createRecentWallets(createDefaultStorage());
    recent.add(metamask);
    recent.clear();
    expect(recent.get()).toEqual([]);
    expect(localStorage.getItem('@portico/recentWallets')).toBeNull();
  });

  it('a stored list with duplicates or more than 2 entries (an older version) is read normalised', () => {
    localStorage.setItem(
      '@portico/recentWallets',
      JSON.stringify([metamask, metamask, phantom, rainbow]),
    );
    expect(createRecentWallets(createDefaultStorage()).get()).toEqual([metamask, phantom]);
  });

  it('two Portico instances with their own prefixes keep separate recent wallets', () => {
    const first = createRecentWallets(createDefaultStorage({ prefix: '@portico/a/' }));
    const second = createRecentWallets(createDefaultStorage({ prefix: '@portico/b/' }));
    first.add(metamask);
    expect(second.get()).toEqual([]);
  });
});
