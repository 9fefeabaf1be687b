import fc from 'fast-check';

import { parseAnalyticsConfig, parseWallet, parseWalletPage } from './walletCatalogShapes';

const full = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
  image_url: 'https://example.com/mm.png',
  rdns: 'io.metamask',
  chains: ['eip155:1', 'eip155:10'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: 'https://portfolio.metamask.io',
  homepage: 'https://metamask.io',
  app_store: 'https://apps.apple.com/app/metamask/id1438144202',
  play_store: null,
  chrome_store: 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  badge_type: 'certified',
  order: 10,
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
};

describe('reading a wallet catalogue page (untrusted)', () => {
  it('keeps every field of a well-formed wallet', () => {
    expect(parseWallet(full)).toEqual(full);
  });

  it('drops wallets without an id or a name, and repeated ids', () => {
    const page = parseWalletPage(
      {
        data: [
          full,
          { id: 'x' },
          { name: 'y' },
          { id: '', name: 'z' },
          { ...full, name: 'Again' },
          7,
        ],
        count: 9,
      },
      40,
    );
    expect(page.data.map((wallet) => wallet.name)).toEqual(['MetaMask']);
    expect(page.count).toBe(9);
  });

  it('sanitises names as installed wallets\' are: "Phantom\\u200B" reads as "Phantom", an invisible-only name drops the entry', () => {
    expect(parseWallet({ ...full, name: 'Phantom\u200B\u202E' })?.name).toBe('Phantom');
    expect(parseWallet({ ...full, name: '\u200B\u2060\uFEFF' })).toBeUndefined();
  });

  it('drops links that fail their scheme rule and chains that are not CAIP-2 ids', () => {
    const wallet = parseWallet({
      ...full,
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'data:text/html,x',
      webapp_link: 'wallet://not-web',
      homepage: 'ftp://x',
      image_url: 'javascript:x',
      chains: ['eip155:1', 'ethereum', 1],
      badge_type: 'gold',
      rdns: 5,
      injected: [{ namespace: 3 }, 'x'],
    });
    expect(wallet).toEqual({
      id: full.id,
      name: full.name,
      image_id: full.image_id,
      chains: ['eip155:1'],
      app_store: full.app_store,
      play_store: null,
      chrome_store: full.chrome_store,
      order: 10,
      injected: [{}],
    });
  });

  it('a count that is not a whole number is the number of wallets read', () => {
    expect(parseWalletPage({ data: [full], count: -1 }, 40).count).toBe(1);
    expect(parseWalletPage({ data: [full], count: '5' }, 40).count).toBe(1);
    expect(parseWalletPage('nonsense', 40)).toEqual({ data: [], count: 0 });
  });

  it('analytics are off unless the service says exactly true', () => {
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: true })).toEqual({
      isAnalyticsEnabled: true,
    });
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: 1 })).toEqual({ isAnalyticsEnabled: false });
    expect(parseAnalyticsConfig(undefined)).toEqual({ isAnalyticsEnabled: false });
  });

  it('property: any JSON answer reads as a page of valid, unique wallets, never throws', () => {
    const link = fc.oneof(
      fc.webUrl(),
      fc.constantFrom(
        'javascript:alert(1)',
        'data:,x',
        'wallet://x',
        'blob:x',
        'vbscript:x',
        ' https://x',
      ),
      fc.jsonValue(),
    );
    const anyWallet = fc.record(
      {
        id: fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.jsonValue()),
        name: fc.oneof(fc.string(), fc.jsonValue()),
        chains: fc.oneof(
          fc.array(fc.oneof(fc.constantFrom('eip155:1', 'x'), fc.jsonValue())),
          fc.jsonValue(),
        ),
        mobile_link: link,
        desktop_link: link,
        webapp_link: link,
        homepage: link,
        image_url: link,
        rdns: fc.jsonValue(),
        injected: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ data: fc.array(anyWallet), count: fc.jsonValue() })),
        fc.integer({ min: 0, max: 100 }),
        (json, maxEntries) => {
          const page = parseWalletPage(json, maxEntries);
          expect(page.data.length).toBeLessThanOrEqual(maxEntries);
          expect(page.count).toBeGreaterThanOrEqual(page.data.length);
          expect(new Set(page.data.map((w) => w.id)).size).toBe(page.data.length);
          for (const wallet of page.data) {
            expect(wallet.id).not.toBe('');
            expect(typeof wallet.name).toBe('string');
            for (const web of [wallet.homepage, wallet.image_url, wallet.webapp_link]) {
              if (typeof web === 'string') expect(new URL(web).protocol).toMatch(/^https?:$/);
            }
            for (const deep of [wallet.mobile_link, wallet.desktop_link]) {
              if (typeof deep === 'string') {
                expect(['javascript:', 'data:', 'blob:', 'vbscript:', 'file:']).not.toContain(
                  new URL(deep).protocol,
                );
              }
            }
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
