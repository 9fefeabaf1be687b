import fc from 'fast-check';
import type { CatalogQuery } from '../context';
import type { CatalogWalletRecord } from '../storage/repository';
import { buildCatalogIndex, compareCatalogOrder } from './catalogIndex';
import { generateCatalog } from './generateCatalog';

const ETHEREUM = 'eip155:1';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const CHAINS = [
  ETHEREUM,
  'eip155:10',
  'eip155:8453',
  SOLANA,
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
];

const wallet = (
  id: string,
  name: string,
  extra: Partial<CatalogWalletRecord> = {},
): CatalogWalletRecord => ({
  id,
  name,
  image_id: id,
  rdns: null,
  chains: [ETHEREUM],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
  order: 100,
  injected: [],
  ...extra,
});

const query = (extra: Partial<CatalogQuery> = {}): CatalogQuery => ({
  page: 1,
  entries: 40,
  ...extra,
});

const ids = (wallets: readonly CatalogWalletRecord[]) => wallets.map((w) => w.id);

/** What search should answer, written the slow and obvious way. */
function referenceSearch(records: readonly CatalogWalletRecord[], q: CatalogQuery) {
  const text = (q.search ?? '').trim().toLowerCase();
  const ordered = [...records].sort(compareCatalogOrder);
  const rank = (w: CatalogWalletRecord) => {
    const name = w.name.toLowerCase();
    if (text === '') return 0;
    if (name === text) return 0;
    if (name.startsWith(text)) return 1;
    if (name.includes(text) || (w.rdns ?? '').toLowerCase().includes(text)) return 2;
    return -1;
  };
  const matches = ordered
    .filter((w) => rank(w) >= 0)
    .filter((w) => !q.include || q.include.includes(w.id))
    .filter((w) => !q.exclude || !q.exclude.includes(w.id))
    .filter((w) => !q.chains || w.chains.some((chain) => q.chains!.includes(chain)))
    .filter((w) => q.badge !== 'certified' || w.badge_type === 'certified');
  const ranked = [0, 1, 2].flatMap((r) => matches.filter((w) => rank(w) === r));
  const offset = (q.page - 1) * q.entries;
  return { data: ranked.slice(offset, offset + q.entries), count: ranked.length };
}

const searchTexts = fc.oneof(
  fc.constantFrom('', ' ', 'nova', 'NOVA ', ' wallet', 'a', 'e', 'zz', 'x', 'vault pro', 'example'),
  fc.string({ maxLength: 4 }),
);

const queries = (catalog: readonly CatalogWalletRecord[]) =>
  fc.record(
    {
      page: fc.integer({ min: 1, max: 6 }),
      entries: fc.integer({ min: 1, max: 100 }),
      search: searchTexts,
      include: fc.subarray(catalog.map((w) => w.id).concat(['no-such-wallet'])),
      exclude: fc.subarray(catalog.map((w) => w.id)),
      chains: fc.subarray(CHAINS, { minLength: 1 }),
      badge: fc.constantFrom('none' as const, 'certified' as const),
    },
    { requiredKeys: ['page', 'entries'] },
  );

describe('search, filters and pages match the reference model', () => {
  it('on generated catalogues, for any query', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (count, seed) => {
          const catalog = generateCatalog(count, seed);
          const index = buildCatalogIndex(catalog);
          fc.assert(
            fc.property(queries(catalog), (q) => {
              const answer = index.search(q);
              const expected = referenceSearch(catalog, q);
              expect(ids(answer.data)).toEqual(ids(expected.data));
              expect(answer.count).toBe(expected.count);
            }),
            { numRuns: 30 },
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the pages of a query, put together, are the whole answer, once each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 50 }),
        searchTexts,
        (count, entries, search) => {
          const index = buildCatalogIndex(generateCatalog(count, count + entries));
          const all = index.search(query({ search, entries: 100, page: 1 }));
          const pages = Math.ceil(all.count / entries) + 1;
          const joined = Array.from({ length: pages }, (_, i) =>
            index.search(query({ search, entries, page: i + 1 })),
          );
          expect(joined.every((page) => page.count === all.count)).toBe(true);
          const seen = joined.flatMap((page) => ids(page.data));
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen).toHaveLength(all.count);
          expect(joined.at(-1)?.data).toEqual([]);
        },
      ),
    );
  });
});

describe('catalogue order', () => {
  it('lists lower orders first (recommended wallets), then by name whatever its case', () => {
    const index = buildCatalogIndex([
      wallet('c', 'zeta', { order: 2 }),
      wallet('b', 'Beta', { order: 5 }),
      wallet('a', 'alpha', { order: 5 }),
      wallet('d', 'Omega', { order: 1 }),
    ]);
    expect(ids(index.search(query()).data)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('a page beyond the end is empty and still counts every wallet', () => {
    const index = buildCatalogIndex(generateCatalog(45, 7));
    expect(index.search(query({ page: 2 })).data).toHaveLength(5);
    expect(index.search(query({ page: 3 }))).toEqual({ data: [], count: 45 });
    expect(index.search(query({ page: Number.MAX_SAFE_INTEGER }))).toEqual({ data: [], count: 45 });
  });
});

describe('search', () => {
  const index = buildCatalogIndex([
    wallet('safepal', 'SafePal', { order: 1 }),
    wallet('the-safe', 'The Safe Wallet', { order: 2 }),
    wallet('safe', 'Safe', { order: 3 }),
    wallet('metamask', 'MetaMask', { order: 4, rdns: 'io.metamask' }),
    wallet('keeper', 'Keeper', { order: 5, rdns: 'app.safekeeper' }),
  ]);

  it('ranks the exact name first, then names starting with the text, then other matches', () => {
    expect(ids(index.search(query({ search: 'safe' })).data)).toEqual([
      'safe',
      'safepal',
      'the-safe',
      'keeper',
    ]);
  });

  it('ignores case and surrounding spaces', () => {
    expect(ids(index.search(query({ search: '  METAmask  ' })).data)).toEqual(['metamask']);
  });

  it('finds a wallet by its rdns', () => {
    expect(ids(index.search(query({ search: 'io.meta' })).data)).toEqual(['metamask']);
  });

  it('never matches across two wallets’ names', () => {
    expect(index.search(query({ search: 'safepal\nthe' })).count).toBe(0);
    expect(index.search(query({ search: 'palthe' })).count).toBe(0);
  });

  it('a search for nothing but spaces lists the catalogue', () => {
    expect(index.search(query({ search: '   ' })).count).toBe(5);
  });
});

describe('filters', () => {
  const index = buildCatalogIndex([
    wallet('evm', 'Evm Wallet', { order: 1 }),
    wallet('sol', 'Sol Wallet', { order: 2, chains: [SOLANA] }),
    wallet('both', 'Both Wallet', {
      order: 3,
      chains: [ETHEREUM, SOLANA],
      badge_type: 'certified',
    }),
    wallet('none', 'No Chain Wallet', { order: 4, chains: [] }),
  ]);

  it('include keeps only the named wallets, in catalogue order, once each', () => {
    expect(ids(index.search(query({ include: ['both', 'evm', 'both', 'missing'] })).data)).toEqual([
      'evm',
      'both',
    ]);
  });

  it('exclude wins over include', () => {
    expect(ids(index.search(query({ include: ['evm', 'sol'], exclude: ['evm'] })).data)).toEqual([
      'sol',
    ]);
  });

  it('chains keeps wallets supporting any of the chains', () => {
    expect(ids(index.search(query({ chains: [SOLANA] })).data)).toEqual(['sol', 'both']);
    expect(index.search(query({ chains: ['eip155:999'] }))).toEqual({ data: [], count: 0 });
  });

  it("badge 'certified' keeps certified wallets only; 'none' does not filter", () => {
    expect(ids(index.search(query({ badge: 'certified' })).data)).toEqual(['both']);
    expect(index.search(query({ badge: 'none' })).count).toBe(4);
  });

  it('get finds a wallet by id', () => {
    expect(index.get('sol')?.name).toBe('Sol Wallet');
    expect(index.get('nope')).toBeUndefined();
  });
});
