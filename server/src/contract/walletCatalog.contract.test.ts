/**
 * Contract: @portico/core's wallet catalogue and analytics clients against a running
 * Portico server (its bundled catalogue, PGlite in memory), over a real socket on 127.0.0.1.
 */
import { createServiceClients, type ServiceClients } from '@portico/core/services';
import { startServer, type RunningServer } from '../server';
import { testDatabase } from '../__fixtures__/testDatabase';

const PAGE_ORIGIN = 'http://127.0.0.1:5173';
const OTHER_ORIGIN = 'http://127.0.0.1:6000';
const ETHEREUM = 'eip155:1';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    config: {
      port: 0,
      database: await testDatabase(),
      projects: { demo: { allowedOrigins: [PAGE_ORIGIN] } },
    },
    log: () => undefined,
  });
}, 60_000);
afterAll(() => server?.close());

/**
 * Clients as a page on `origin` has them. Node's fetch sends no Origin header; a browser
 * does, so this fetch adds the one the page's browser would send.
 */
function clientsOn(origin: string, alerts?: { showOnce: jest.Mock }): ServiceClients {
  const url = new URL(origin);
  return createServiceClients({
    walletCatalogUrl: server.url,
    blockchainApiUrl: server.url,
    projectId: 'demo',
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
    page: () => ({ href: `${origin}/app`, hostname: url.hostname, origin }),
    ...(alerts && { alerts }),
  });
}

describe('GET /getWallets through the client', () => {
  it('the first page holds 40 real wallets and the count of all of them', async () => {
    const page = await clientsOn(PAGE_ORIGIN).walletCatalog.getWallets({ page: 1 });
    expect(page.data).toHaveLength(40);
    expect(page.count).toBeGreaterThan(40);
    expect(page.data.map((wallet) => wallet.name)).toContain('MetaMask');
  });

  it('pages do not overlap, and the last page holds the rest', async () => {
    const catalog = clientsOn(PAGE_ORIGIN).walletCatalog;
    const first = await catalog.getWallets({ page: 1 });
    const second = await catalog.getWallets({ page: 2 });
    const firstIds = new Set(first.data.map((wallet) => wallet.id));
    expect(second.data.some((wallet) => firstIds.has(wallet.id))).toBe(false);
    expect(second.data).toHaveLength(Math.min(40, first.count - 40));
  });

  it('include, exclude and chains filter the catalogue', async () => {
    const catalog = clientsOn(PAGE_ORIGIN).walletCatalog;
    const included = await catalog.getWallets({ include: ['metamask', 'phantom'] });
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual(['metamask', 'phantom']);
    const excluded = await catalog.getWallets({ exclude: ['metamask'], entries: 100 });
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain('metamask');
    const solana = await catalog.getWallets({ chains: [SOLANA], entries: 100 });
    expect(solana.data.length).toBeGreaterThan(0);
    expect(solana.data.every((wallet) => wallet.chains?.includes(SOLANA))).toBe(true);
    const ethereum = await catalog.getWallets({ chains: [ETHEREUM], entries: 100 });
    expect(ethereum.data.every((wallet) => wallet.chains?.includes(ETHEREUM))).toBe(true);
  });

  it('search finds a wallet by part of its name, whatever the case', async () => {
    const found = await clientsOn(PAGE_ORIGIN).walletCatalog.searchWallets({ search: 'rainb' });
    expect(found.data[0]?.name).toBe('Rainbow');
  });

  it('every image kind is served as an image the client accepts', async () => {
    const catalog = clientsOn(PAGE_ORIGIN).walletCatalog;
    const [wallet] = (await catalog.getWallets({ include: ['metamask'] })).data;
    const images = await Promise.all([
      catalog.fetchImage('wallet', wallet?.image_id ?? 'metamask'),
      catalog.fetchImage('asset', 'eip155-1'),
      catalog.fetchImage('currency', 'USD'),
      catalog.fetchImage('token', 'ETH'),
    ]);
    for (const image of images) expect(image.type).toBe('image/svg+xml');
    expect(catalog.imageUrl('wallet', 'metamask').startsWith(server.url)).toBe(true);
  });
});

describe('analytics', () => {
  it('the analytics config says analytics are on', async () => {
    await expect(clientsOn(PAGE_ORIGIN).walletCatalog.getAnalyticsConfig()).resolves.toEqual({
      isAnalyticsEnabled: true,
    });
  });

  it('an event from an allowed origin is stored', async () => {
    const before = await server.context.repository.countAnalyticsEvents();
    const sent = await clientsOn(PAGE_ORIGIN).analytics.sendEvent({
      type: 'track',
      event: 'MODAL_OPEN',
    });
    expect(sent).toBe(true);
    expect(await server.context.repository.countAnalyticsEvents()).toBe(before + 1);
  });

  it('an origin off the project allowlist gets 403, and the client warns once', async () => {
    const alerts = { showOnce: jest.fn() };
    const clients = clientsOn(OTHER_ORIGIN, alerts);
    const before = await server.context.repository.countAnalyticsEvents();
    expect(await clients.analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).toBe(false);
    expect(await clients.analytics.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })).toBe(false);
    expect(alerts.showOnce).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ variant: 'warning' }),
    );
    expect(await server.context.repository.countAnalyticsEvents()).toBe(before);
    await expect(clients.walletCatalog.getWallets()).rejects.toThrow('HTTP status code: 403');
  });
});
