import {
  HttpStatusError,
  InvalidPathSegmentError,
  ProjectIdNotConfiguredError,
  ServiceResponseError,
} from '../errors/errors';
import { createQueryCache } from './queryCache';
import {
  manualClock,
  startStandInService,
  type StandInService,
} from './__fixtures__/standInService';
import { createWalletCatalog, type ImageKind } from './walletCatalog';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
});
afterEach(() => service.close());

const catalog = (projectId?: string, baseUrl = service.url) =>
  createWalletCatalog({
    connection: { baseUrl, projectId },
    cache: createQueryCache(manualClock()),
  });
const wallet = (n: number) => ({ id: `w${n}`, name: `Wallet ${n}` });
const SDK = { st: 'portico', sv: '1.7.3' };

describe('GET /getWallets', () => {
  it('carries the sdk properties (st, sv) and the project id; a page holds 40 wallets by default', async () => {
    service.route('GET /getWallets', { json: { data: [wallet(1)], count: 1 } });
    await expect(catalog('p1').getWallets()).resolves.toEqual({ data: [wallet(1)], count: 1 });
    expect(service.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/getWallets', { page: '1', entries: '40', ...SDK, projectId: 'p1' }],
    ]);
  });

  it('sends page, entries, include, exclude and chains, lists comma-separated', async () => {
    service.route('GET /getWallets', { json: { data: [], count: 0 } });
    await catalog().getWallets({
      page: 3,
      entries: 4,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    });
    expect(service.requests[0]?.queryEntries).toEqual([
      ['page', '3'],
      ['entries', '4'],
      ['include', 'a,b'],
      ['exclude', 'c'],
      ['chains', 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ['st', 'portico'],
      ['sv', '1.7.3'],
    ]);
  });

  it('keeps at most the page size, even when the service sends more', async () => {
    service.route('GET /getWallets', {
      json: { data: Array.from({ length: 60 }, (_, i) => wallet(i)), count: 500 },
    });
    const page = await catalog().getWallets();
    expect(page.data).toHaveLength(40);
    expect(page.count).toBe(500);
  });

  it('a page number below 1 or a page size outside 1-100 is brought into range', async () => {
    service.route('GET /getWallets', { json: { data: [], count: 0 } });
    await catalog().getWallets({ page: 0, entries: 1000 });
    await catalog().getWallets({ page: 2.7, entries: Number.NaN });
    expect(service.requests.map((r) => [r.query.page, r.query.entries])).toEqual([
      ['1', '100'],
      ['2', '1'],
    ]);
  });

  it('equal requests in flight at once share one request', async () => {
    service.route('GET /getWallets', { json: { data: [wallet(1)], count: 1 }, delayMs: 50 });
    const wallets = catalog();
    const [a, b] = await Promise.all([wallets.getWallets(), wallets.getWallets()]);
    expect(a).toEqual(b);
    expect(service.requests).toHaveLength(1);
  });

  it("any non-OK status throws 'HTTP status code: {n}'", async () => {
    service.route('GET /getWallets', { status: 500, json: {} });
    await expect(catalog().getWallets()).rejects.toThrow('HTTP status code: 500');
  });

  it("'Project ID Not Configured' for the hosted catalogue without a project id", async () => {
    await expect(
      catalog(undefined, 'https://api.web3modal.org').getWallets(),
    ).rejects.toBeInstanceOf(ProjectIdNotConfiguredError);
  });
});

describe('search: GET /getWallets with search and badge_type', () => {
  it('asks page 1 of 100 (WALLET_SEARCH_MAX_RESULTS) with the trimmed search text and the badge', async () => {
    service.route('GET /getWallets', { json: { data: [wallet(1)], count: 1 } });
    await catalog().searchWallets({
      search: '  meta mask ',
      badge: 'certified',
      chains: ['eip155:1'],
    });
    expect(service.requests[0]?.query).toEqual({
      page: '1',
      entries: '100',
      search: 'meta mask',
      badge_type: 'certified',
      chains: 'eip155:1',
      ...SDK,
    });
  });

  it('keeps at most 100 results', async () => {
    service.route('GET /getWallets', {
      json: { data: Array.from({ length: 150 }, (_, i) => wallet(i)), count: 150 },
    });
    const results = await catalog().searchWallets({ search: 'w' });
    expect(results.data).toHaveLength(100);
  });
});

describe('images', () => {
  const paths: [ImageKind, string][] = [
    ['wallet', '/getWalletImage'],
    ['asset', '/public/getAssetImage'],
    ['currency', '/public/getCurrencyImage'],
    ['token', '/public/getTokenImage'],
  ];

  it.each(paths)(
    'imageUrl(%s) is %s/{id} with the sdk properties and project id on the query',
    (kind, path) => {
      const url = new URL(catalog('p1').imageUrl(kind, 'id 1/x'));
      expect(url.pathname).toBe(`${path}/id%201%2Fx`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ ...SDK, projectId: 'p1' });
    },
  );

  it.each(paths)('fetchImage(%s) fetches %s/{id} as a Blob', async (kind, path) => {
    service.route(`GET ${path}/abc`, { raw: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });
    const blob = await catalog('p1').fetchImage(kind, 'abc');
    expect(blob.type).toBe('image/svg+xml');
    await expect(blob.text()).resolves.toBe('<svg/>');
    expect(service.requests[0]?.query).toEqual({ ...SDK, projectId: 'p1' });
  });

  it('a body that is not an image is refused (it could run as a page if opened)', async () => {
    service.route('GET /getWalletImage/abc', {
      raw: '<script>1</script>',
      contentType: 'text/html',
    });
    await expect(catalog().fetchImage('wallet', 'abc')).rejects.toBeInstanceOf(
      ServiceResponseError,
    );
  });

  it('a missing image is an HTTP error; an id that is not one path segment is refused', async () => {
    await expect(catalog().fetchImage('token', 'nope')).rejects.toBeInstanceOf(HttpStatusError);
    expect(() => catalog().imageUrl('wallet', '..')).toThrow(InvalidPathSegmentError);
  });
});

describe('GET /getAnalyticsConfig', () => {
  it.each([
    [{ isAnalyticsEnabled: true }, true],
    [{ isAnalyticsEnabled: false }, false],
    [{ isAnalyticsEnabled: 'true' }, false],
    [null, false],
  ])('reads %j as isAnalyticsEnabled %s', async (json, enabled) => {
    service.route('GET /getAnalyticsConfig', { json });
    await expect(catalog('p1').getAnalyticsConfig()).resolves.toEqual({
      isAnalyticsEnabled: enabled,
    });
    expect(service.requests[0]?.query).toEqual({ ...SDK, projectId: 'p1' });
  });
});
