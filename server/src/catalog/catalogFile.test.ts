import fc from 'fast-check';
import { parseWallet } from '../../../core/src/services/walletCatalogShapes';
import { isBlockedScheme } from '../../../core/src/validators/blockedSchemes';
import { sanitizeWalletName } from '../../../core/src/validators/walletName';
import { CatalogFileError } from '../errors';
import type { CatalogWalletRecord } from '../storage/repository';
import { parseCatalogFile } from './catalogFile';
import bundledWallets from './data/wallets.json';
import { generateCatalog } from './generateCatalog';

const ETHEREUM = 'eip155:1';

/** The fields an entry must have; the rest take their defaults. */
const minimal = (id: string, name = `Wallet ${id}`) => ({ id, name });

const error = (json: unknown) => {
  try {
    parseCatalogFile(json);
  } catch (caught) {
    return caught;
  }
  return undefined;
};

const messageOf = (json: unknown) => (error(json) as Error | undefined)?.message;

/** Core reads the wallet back field for field (it leaves out a null homepage: "no link"). */
const expectCoreKeepsAll = (wallet: CatalogWalletRecord) => {
  const { homepage, ...rest } = wallet;
  expect(parseWallet(wallet)).toEqual(homepage === null ? rest : wallet);
};

describe('the bundled catalogue', () => {
  const wallets = parseCatalogFile(bundledWallets);

  it('passes parseCatalogFile with 40 to 60 real wallets', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(40);
    expect(wallets.length).toBeLessThanOrEqual(60);
    for (const name of ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', 'Phantom']) {
      expect(wallets.map((wallet) => wallet.name)).toContain(name);
    }
  });

  it('is stored as written: parsing changes nothing', () => {
    expect(wallets).toEqual(bundledWallets);
  });

  it('core’s parseWallet keeps every entry and every link', () => {
    for (const wallet of wallets) expectCoreKeepsAll(wallet);
  });

  it('uses only the spec’s networks, and image ids equal to the ids', () => {
    const networks = new Set([
      'eip155:1',
      'eip155:10',
      'eip155:137',
      'eip155:8453',
      'eip155:42161',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ]);
    for (const wallet of wallets) {
      expect(wallet.chains.every((chain) => networks.has(chain))).toBe(true);
      expect(wallet.chains.length).toBeGreaterThan(0);
      expect(wallet.image_id).toBe(wallet.id);
    }
  });
});

describe('parseCatalogFile', () => {
  it('reads an array, or { data: [...] } as GET /getWallets answers', () => {
    const wallets = parseCatalogFile([minimal('a')]);
    expect(parseCatalogFile({ data: [minimal('a')], count: 1 })).toEqual(wallets);
    expect(wallets).toEqual([
      {
        id: 'a',
        name: 'Wallet a',
        image_id: 'a',
        rdns: null,
        chains: [],
        homepage: null,
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        app_store: null,
        play_store: null,
        chrome_store: null,
        badge_type: 'none',
        order: 0,
        injected: [],
      },
    ]);
  });

  it('anything else is not a catalogue', () => {
    for (const json of [null, 1, 'wallets', {}, { data: {} }]) {
      expect(messageOf(json)).toBe(
        'A catalogue is a JSON array of wallets, or { "data": [...] } as GET /getWallets answers',
      );
    }
  });

  it('an entry without an order is ordered by its place in the file', () => {
    const wallets = parseCatalogFile([minimal('a'), minimal('b'), { ...minimal('c'), order: 0 }]);
    expect(wallets.map((wallet) => wallet.order)).toEqual([0, 1, 0]);
  });

  it('trims names, drops repeated chains, and always draws the image from the id', () => {
    const [wallet] = parseCatalogFile([
      { id: 'k', name: ' Kraken Wallet ', chains: [ETHEREUM, ETHEREUM], image_id: 'elsewhere' },
    ]);
    expect(wallet).toMatchObject({ name: 'Kraken Wallet', chains: [ETHEREUM], image_id: 'k' });
  });

  const problems: [unknown, string][] = [
    [
      [{ name: 'x' }],
      'Catalogue entry 0: id must be 1 to 128 letters, digits, dots, underscores or hyphens',
    ],
    [[minimal('a'), minimal('a')], 'Catalogue entry 1: id repeats the id of an earlier entry'],
    [
      [{ id: 'a' }],
      'Catalogue entry 0: name must be text of 1 to 200 characters without control characters',
    ],
    [
      [{ id: 'a', name: 'a\u0007b' }],
      'Catalogue entry 0: name must be text of 1 to 200 characters without control characters',
    ],
    [
      [{ ...minimal('a'), homepage: 'ftp://example.org' }],
      'Catalogue entry 0: homepage must be an absolute http(s) URL, or null',
    ],
    [
      [{ ...minimal('a'), mobile_link: 'javascript:alert(1)' }],
      'Catalogue entry 0: mobile_link must be an absolute URL whose scheme cannot run script (not javascript:, data:, vbscript:, file: or blob:), or null',
    ],
    [
      [{ ...minimal('a'), desktop_link: 'DATA:text/html,x' }],
      'Catalogue entry 0: desktop_link must be an absolute URL whose scheme cannot run script (not javascript:, data:, vbscript:, file: or blob:), or null',
    ],
    [
      [{ ...minimal('a'), webapp_link: ' https://example.org' }],
      'Catalogue entry 0: webapp_link must be an absolute http(s) URL, or null',
    ],
    [
      [{ ...minimal('a'), chains: ['ethereum'] }],
      'Catalogue entry 0: chains must be a list of CAIP-2 chain ids like eip155:1',
    ],
    [
      [{ ...minimal('a'), rdns: 'metamask' }],
      'Catalogue entry 0: rdns must be a reverse domain name like io.metamask, or null',
    ],
    [
      [{ ...minimal('a'), badge_type: 'gold' }],
      'Catalogue entry 0: badge_type must be none or certified',
    ],
    [
      [{ ...minimal('a'), order: 1.5 }],
      'Catalogue entry 0: order must be a whole number from 0 to 2147483647',
    ],
    [
      [{ ...minimal('a'), injected: [{ namespace: 'eip155' }] }],
      'Catalogue entry 0: injected must be a list of { "namespace", "injected_id" } texts',
    ],
    [[minimal('a'), 'b'], 'Catalogue entry 1: entry must be a JSON object'],
  ];
  it.each(problems.map(([json, message]) => [message, json] as const))(
    'refuses a bad entry: %s',
    (message, json) => {
      expect(error(json)).toBeInstanceOf(CatalogFileError);
      expect(messageOf(json)).toBe(message);
    },
  );
});

describe('parseCatalogFile properties', () => {
  const link = fc.webUrl({ withQueryParameters: true, withFragments: true });
  const deepScheme = fc
    .stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/)
    .filter((scheme) => !['javascript', 'vbscript', 'data', 'blob', 'file'].includes(scheme))
    // Core drops links to OS and browser handlers (ms-msdt:, intent:, ...): not "every link".
    .filter((scheme) => !isBlockedScheme(scheme));
  const entry = fc.record(
    {
      id: fc.stringMatching(/^[A-Za-z0-9._-]{1,128}$/),
      // Names core shows as they are (it collapses runs of spaces, drops invisible characters).
      name: fc
        .string({ minLength: 1, maxLength: 50 })
        .filter((name) => name.trim() !== '' && sanitizeWalletName(name) === name.trim()),
      rdns: fc.option(fc.domain().map((domain) => domain.split('.').reverse().join('.'))),
      chains: fc.uniqueArray(
        fc.constantFrom(ETHEREUM, 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      ),
      homepage: fc.option(link),
      webapp_link: fc.option(link),
      app_store: fc.option(link),
      mobile_link: fc.option(
        fc.oneof(
          link,
          deepScheme.map((scheme) => `${scheme}://`),
        ),
      ),
      desktop_link: fc.option(deepScheme.map((scheme) => `${scheme}://open`)),
      badge_type: fc.constantFrom('none', 'certified'),
      order: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    },
    { requiredKeys: ['id', 'name'] },
  );
  const catalogue = fc.uniqueArray(entry, { selector: (wallet) => wallet.id, maxLength: 20 });

  it('every valid catalogue parses, and core keeps every entry and link of it', () => {
    fc.assert(
      fc.property(catalogue, (entries) => {
        const wallets = parseCatalogFile(entries);
        expect(wallets).toHaveLength(entries.length);
        wallets.forEach((wallet, index) => {
          const source = entries[index]!;
          expect(wallet.id).toBe(source.id);
          expect(wallet.name).toBe(source.name.trim());
          expect(wallet.mobile_link).toBe(source.mobile_link ?? null);
          expect(wallet.homepage).toBe(source.homepage ?? null);
          expectCoreKeepsAll(wallet);
        });
        expect(parseCatalogFile({ data: wallets })).toEqual(wallets);
      }),
    );
  });

  it('a script-capable link anywhere in any entry is refused, naming entry and field', () => {
    const field = fc.constantFrom('mobile_link', 'desktop_link', 'homepage', 'webapp_link');
    const script = fc.constantFrom(
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://example.org/1',
    );
    fc.assert(
      fc.property(
        catalogue.filter((entries) => entries.length > 0),
        fc.nat(),
        field,
        script,
        (entries, pick, name, value) => {
          const index = pick % entries.length;
          const poisoned = entries.map((wallet, i) =>
            i === index ? { ...wallet, [name]: value } : wallet,
          );
          expect(messageOf(poisoned)).toMatch(
            new RegExp(`^Catalogue entry ${index}: ${name} must be`),
          );
        },
      ),
    );
  });

  it('any JSON at all parses or is refused with a CatalogFileError, never anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.dictionary(fc.string(), fc.jsonValue()))),
        (json) => {
          const caught = error(json);
          if (caught !== undefined) expect(caught).toBeInstanceOf(CatalogFileError);
        },
      ),
    );
  });

  it('repeating any id is refused', () => {
    fc.assert(
      fc.property(
        catalogue.filter((entries) => entries.length > 0),
        fc.nat(),
        (entries, pick) => {
          const repeated = entries[pick % entries.length]!;
          expect(messageOf([...entries, repeated])).toBe(
            `Catalogue entry ${entries.length}: id repeats the id of an earlier entry`,
          );
        },
      ),
    );
  });

  it('generated catalogues pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.nat(), (count, seed) => {
        const wallets = generateCatalog(count, seed);
        expect(parseCatalogFile(wallets)).toEqual(wallets);
      }),
      { numRuns: 30 },
    );
  });
});
