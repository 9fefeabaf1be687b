import { createTestPortico } from '../__fixtures__/instance';
import { ConfigurationError } from '../errors/errors';
import { TOKENS } from '../di/surface';
import type { ServiceClients } from './index';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import {
  HOSTED_BLOCKCHAIN_API_URL,
  HOSTED_WALLET_CATALOG_URL,
  resolveServiceUrls,
} from './serviceLoader';

describe('which services an instance uses', () => {
  it('no services and no project id: none at all, so nothing is ever requested', () => {
    expect(resolveServiceUrls(undefined, undefined)).toBeUndefined();
    expect(resolveServiceUrls({}, undefined)).toBeUndefined();
  });

  it('a project id and no URLs: the hosted services, as AppKit does', () => {
    expect(resolveServiceUrls(undefined, 'abc')).toEqual({
      walletCatalogUrl: HOSTED_WALLET_CATALOG_URL,
      blockchainApiUrl: HOSTED_BLOCKCHAIN_API_URL,
    });
  });

  it('one Portico server URL stands for both services', () => {
    const url = 'http://127.0.0.1:8787';
    expect(resolveServiceUrls({ walletCatalog: url }, undefined)).toEqual({
      walletCatalogUrl: url,
      blockchainApiUrl: url,
    });
    expect(resolveServiceUrls({ blockchainApi: url }, 'abc')).toEqual({
      walletCatalogUrl: url,
      blockchainApiUrl: url,
    });
  });

  it('each URL given is used for its own service, and analytics can go elsewhere', () => {
    expect(
      resolveServiceUrls(
        {
          walletCatalog: 'http://127.0.0.1:1',
          blockchainApi: 'http://127.0.0.1:2',
          analytics: 'http://127.0.0.1:3',
        },
        undefined,
      ),
    ).toEqual({
      walletCatalogUrl: 'http://127.0.0.1:1',
      blockchainApiUrl: 'http://127.0.0.1:2',
      analyticsUrl: 'http://127.0.0.1:3',
    });
  });

  it.each(['ftp://127.0.0.1', 'not a url', 'javascript:alert(1)', 'http://127.0.0.1/?q=1'])(
    'createPortico refuses the service URL %s with a clear error',
    (url) => {
      expect(() => createTestPortico({ services: { walletCatalog: url } })).toThrow(
        ConfigurationError,
      );
      expect(() => createTestPortico({ services: { walletCatalog: url } })).toThrow(
        `The services.walletCatalog URL "${url}"`,
      );
    },
  );
});

describe('an instance loads its service clients on first use', () => {
  let service: StandInService;
  beforeAll(async () => {
    service = await startStandInService();
    service.route('GET /getWallets', { json: { data: [{ id: 'w1', name: 'One' }], count: 1 } });
  });
  afterAll(() => service.close());

  it('services() gives undefined when the instance has no services', async () => {
    const portico = createTestPortico();
    await expect(portico.services()).resolves.toBeUndefined();
    portico.destroy();
  });

  it('services() creates the clients once, pointed at the configured server', async () => {
    const portico = createTestPortico({ services: { walletCatalog: service.url } });
    const first = await portico.services();
    expect(first).toBe(await portico.services());
    const page = await (first as ServiceClients).walletCatalog.getWallets({ page: 1 });
    expect(page.data.map((wallet) => wallet.name)).toEqual(['One']);
    expect(service.requestsTo('/getWallets')).toHaveLength(1);
    portico.destroy();
  });

  it('the same loader is registered for UI bindings under TOKENS.services', async () => {
    const portico = createTestPortico({ services: { walletCatalog: service.url } });
    const load = portico.resolve(TOKENS.services);
    expect(await load()).toBe(await portico.services());
    portico.destroy();
  });

  it('two instances get two sets of clients', async () => {
    const one = createTestPortico({ services: { walletCatalog: service.url } });
    const two = createTestPortico({ services: { walletCatalog: service.url } });
    expect(await one.services()).not.toBe(await two.services());
    one.destroy();
    two.destroy();
  });

  it('a destroyed instance gives no clients', async () => {
    const portico = createTestPortico({ services: { walletCatalog: service.url } });
    await portico.services();
    portico.destroy();
    await expect(portico.services()).resolves.toBeUndefined();
  });
});
