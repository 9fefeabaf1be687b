import fc from 'fast-check';
import type { Hono } from 'hono';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { ServerContext } from '../context';
import type { CatalogWalletRecord, Repository } from '../storage/repository';
import { parseWalletPage } from '../../../core/src/services/walletCatalogShapes';
import { catalogTestContext, testApp } from './__fixtures__/catalogTestApp';
import { catalogRoutes, IMAGE_CONTENT_SECURITY_POLICY } from './catalogRoutes';
import { createCatalogStore } from './catalogStore';
import { seedCatalog } from './seedCatalog';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

let repository: Repository & { close(): Promise<void> };
let context: ServerContext;
let app: Hono;

beforeAll(async () => {
  repository = await openTestRepository();
  await seedCatalog(repository);
  context = catalogTestContext(repository);
  await context.catalog.reload();
  app = testApp(context, catalogRoutes);
}, 60_000);
afterAll(() => repository?.close());

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function getWallets(query: string) {
  const { status, body } = await getJson(`/getWallets?${query}`);
  expect(status).toBe(200);
  return body as { data: CatalogWalletRecord[]; count: number };
}

describe('GET /getWallets', () => {
  it('answers the first 40 wallets, recommended first, and the count of all', async () => {
    const page = await getWallets('st=portico&sv=1.7.3&projectId=demo');
    expect(page.data).toHaveLength(40);
    expect(page.count).toBe(context.catalog.size());
    expect(page.data.slice(0, 4).map((wallet) => wallet.id)).toEqual([
      'metamask',
      'trust',
      'coinbase',
      'rainbow',
    ]);
  });

  it('answers what core’s client reads, keeping every wallet and every field', async () => {
    const page = await getWallets('entries=100');
    const parsed = parseWalletPage(page, 100);
    expect(parsed.count).toBe(page.count);
    expect(parsed.data).toEqual(page.data);
  });

  it('a page beyond the end is empty with the right count', async () => {
    const page = await getWallets('page=999&entries=40');
    expect(page).toEqual({ data: [], count: context.catalog.size() });
  });

  it('searches names whatever the case, exact and prefix matches first', async () => {
    const page = await getWallets('search=%20RAINB%20&entries=100');
    expect(page.data[0]?.name).toBe('Rainbow');
    const safe = await getWallets('search=safe');
    expect(safe.data.map((wallet) => wallet.id).slice(0, 2)).toEqual(['safe', 'safepal']);
  });

  it('include, exclude, chains and badge_type filter', async () => {
    const included = await getWallets('include=phantom,metamask');
    expect(included.data.map((wallet) => wallet.id)).toEqual(['metamask', 'phantom']);
    const excluded = await getWallets('exclude=metamask&entries=100');
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain('metamask');
    expect(excluded.count).toBe(context.catalog.size() - 1);
    const bitcoin = await getWallets(`chains=${BITCOIN},${SOLANA}&entries=100`);
    expect(bitcoin.count).toBeGreaterThan(0);
    expect(bitcoin.data.every((w) => w.chains.includes(BITCOIN) || w.chains.includes(SOLANA))).toBe(
      true,
    );
    const certified = await getWallets('badge_type=certified');
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
  });

  it.each([
    ['entries=101', 'Invalid query parameter entries: must be from 1 to 100'],
    ['entries=0', 'Invalid query parameter entries: must be from 1 to 100'],
    ['page=0', 'Invalid query parameter page: must be from 1 to 9007199254740991'],
    ['page=two', 'Invalid query parameter page: not an integer'],
    [
      'chains=ethereum',
      'Invalid query parameter chains: ethereum is not a CAIP-2 chain id like eip155:1',
    ],
    ['include=a%20b', 'Invalid query parameter include: a b is not a wallet id'],
    ['badge_type=gold', 'Invalid query parameter badge_type: must be none or certified'],
    [`search=${'x'.repeat(101)}`, 'Invalid query parameter search: longer than 100 characters'],
  ])('%s is a 400 that says why', async (query, message) => {
    const { status, body } = await getJson(`/getWallets?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, message, reasons: [{ description: message }] });
  });

  it('any query string gets a 200 or a 400, never a 5xx', async () => {
    const names = ['page', 'entries', 'search', 'include', 'exclude', 'chains', 'badge_type', 'x'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 30 })),
          {
            maxLength: 5,
          },
        ),
        async (pairs) => {
          const query = new URLSearchParams();
          for (const [name, value] of pairs) query.append(name, value);
          const response = await app.request(`/getWallets?${query.toString()}`);
          expect([200, 400]).toContain(response.status);
          const body = (await response.json()) as { data?: unknown[] };
          if (response.status === 200) expect(Array.isArray(body.data)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('images', () => {
  it.each([
    '/getWalletImage/metamask',
    '/public/getAssetImage/eip155-1',
    '/public/getCurrencyImage/USD',
    '/public/getTokenImage/ETH',
  ])('%s is a generated SVG, cached long, that can run nothing', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('content-security-policy')).toBe(IMAGE_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|<image|href=/i);
  });

  it('a wallet image shows the wallet’s initials and name', async () => {
    const svg = await (await app.request('/getWalletImage/trust')).text();
    expect(svg).toContain('<title>Trust Wallet</title>');
    expect(svg).toContain('>TW</text>');
  });

  it('an unknown wallet id is a 404', async () => {
    const { status, body } = await getJson('/getWalletImage/no-such-wallet');
    expect(status).toBe(404);
    expect(body.message).toBe('No wallet with the id no-such-wallet');
  });

  it.each([
    '/getWalletImage/a%20b',
    '/getWalletImage/%3Cscript%3E',
    `/public/getTokenImage/${'a'.repeat(129)}`,
    '/public/getCurrencyImage/%E2%82%AC',
  ])('%s is a 400', async (path) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Invalid image id: an id is 1 to 128 letters, digits, dots, underscores or hyphens',
    );
  });
});

describe('a hostile wallet name', () => {
  it('stays text in the image: every character escaped, initials letters only', async () => {
    const hostile: CatalogWalletRecord = {
      id: 'hostile',
      name: '<script>alert("x")</script> & \'friends\'',
      image_id: 'hostile',
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
    };
    // A store over a fixed list, as the repository would hand it over.
    const catalog = createCatalogStore({ listCatalog: async () => [hostile] });
    await catalog.reload();
    const response = await testApp({ ...context, catalog }, catalogRoutes).request(
      '/getWalletImage/hostile',
    );
    const svg = await response.text();
    expect(svg).not.toContain('<script');
    expect(svg).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;friends&apos;</title>',
    );
    expect(svg).toContain('>SA</text>');
  });
});
