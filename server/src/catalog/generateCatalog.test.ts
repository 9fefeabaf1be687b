import fc from 'fast-check';
import { buildCatalogIndex } from './catalogIndex';
import { generateCatalog } from './generateCatalog';

describe('generateCatalog', () => {
  it('gives the same wallets for the same count and seed, others for another seed', () => {
    expect(generateCatalog(50, 1)).toEqual(generateCatalog(50, 1));
    expect(generateCatalog(50, 1)).not.toEqual(generateCatalog(50, 2));
    expect(generateCatalog(0, 1)).toEqual([]);
  });

  it('every id is unique, links are on the reserved .example domain, chains never empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.nat(), (count, seed) => {
        const wallets = generateCatalog(count, seed);
        expect(wallets).toHaveLength(count);
        expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(count);
        for (const wallet of wallets) {
          expect(wallet.chains.length).toBeGreaterThan(0);
          for (const link of [wallet.homepage, wallet.webapp_link]) {
            if (link !== null) expect(new URL(link).hostname.endsWith('.example')).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('10,000 wallets vary enough that searches hit very different numbers of wallets', () => {
    const index = buildCatalogIndex(generateCatalog(10_000, 1));
    const hits = (search: string) => index.search({ page: 1, entries: 1, search }).count;
    expect(hits('zz')).toBe(0);
    expect(hits('nova pay')).toBeGreaterThan(0);
    expect(hits('nova pay')).toBeLessThan(100);
    expect(hits('nova')).toBeGreaterThan(100);
    expect(hits('wallet')).toBeGreaterThan(1000);
    const certified = index.search({ page: 1, entries: 1, badge: 'certified' }).count;
    expect(certified).toBeGreaterThan(500);
    expect(certified).toBeLessThan(2000);
  });
});
