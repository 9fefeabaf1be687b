import { BALANCE_RETRY_MS } from '../constants';
import { EVM_ADDRESS, serveSupportedChains } from './__fixtures__/dataApi';
import {
  eventually,
  manualClock,
  manualTimers,
  startStandInService,
  type StandInService,
} from './__fixtures__/standInService';
import { createServiceClients, HOSTED_ANALYTICS_URL } from './index';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const page = () => ({
  href: 'https://app.example/',
  hostname: 'app.example',
  origin: 'https://app.example',
});

describe('createServiceClients', () => {
  it('builds the three clients of one instance against a Portico server (one URL for all)', async () => {
    service.route('GET /getWallets', { json: { data: [], count: 0 } });
    service.route(`GET /v1/identity/${EVM_ADDRESS}`, { json: { name: 'a.eth', avatar: null } });
    service.route('POST /e', { json: {} });
    const clients = createServiceClients({
      walletCatalogUrl: service.url,
      blockchainApiUrl: service.url,
      page,
    });
    await clients.walletCatalog.getWallets();
    await clients.blockchainApi.getIdentity({ address: EVM_ADDRESS });
    await expect(clients.analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(
      true,
    );
    expect(service.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/getWallets', { page: '1', entries: '40', st: 'portico', sv: '1.7.3' }],
      ['GET', `/v1/identity/${EVM_ADDRESS}`, {}],
      ['POST', '/e', { st: 'portico', sv: '1.7.3' }],
    ]);
    expect(clients.blockchainApi.zone).toBeUndefined();
    clients.destroy();
  });

  it('with the hosted services (fetch recorded: they cannot run here), analytics go to the hosted endpoint and names use the hosted zone', async () => {
    const calls: string[] = [];
    const clients = createServiceClients({
      walletCatalogUrl: 'https://api.web3modal.org',
      blockchainApiUrl: 'https://rpc.walletconnect.org',
      projectId: 'p1',
      page,
      fetch: async (input) => {
        calls.push(input);
        return new Response('{}', { status: 200 });
      },
    });
    await clients.analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' });
    expect(calls).toEqual([`${HOSTED_ANALYTICS_URL}/e?st=portico&sv=1.7.3&projectId=p1`]);
    expect(clients.blockchainApi.zone).toBe('reown.id');
    expect(clients.walletCatalog.imageUrl('wallet', 'abc')).toBe(
      'https://api.web3modal.org/getWalletImage/abc?st=portico&sv=1.7.3&projectId=p1',
    );
  });

  it("'Project ID Not Configured' for the hosted services without a project id, alerted once", async () => {
    const keys: string[] = [];
    const clients = createServiceClients({
      walletCatalogUrl: 'https://api.web3modal.org',
      blockchainApiUrl: 'https://rpc.walletconnect.org',
      alerts: { showOnce: (key) => keys.push(key) },
      fetch: async () => {
        throw new Error('no request may be made');
      },
    });
    await expect(clients.walletCatalog.getWallets()).rejects.toThrow('Project ID Not Configured');
    await expect(clients.blockchainApi.getSupportedChains()).rejects.toThrow(
      'Project ID Not Configured',
    );
    expect(keys).toEqual([
      'services:projectIdNotConfigured:wallet catalogue',
      'services:projectIdNotConfigured:blockchain API',
    ]);
  });

  it('two instances share nothing: a balance cached in one is fetched again by the other', async () => {
    service.route(`GET /v1/account/${EVM_ADDRESS}/balance`, { json: { balances: [] } });
    const clock = manualClock();
    const options = { walletCatalogUrl: service.url, blockchainApiUrl: service.url, clock };
    const one = createServiceClients(options);
    const two = createServiceClients(options);
    const request = { address: EVM_ADDRESS, network: { caipNetworkId: 'eip155:1' } };
    await one.blockchainApi.getBalances(request);
    await one.blockchainApi.getBalances(request);
    await two.blockchainApi.getBalances(request);
    expect(service.requestsTo(`/v1/account/${EVM_ADDRESS}/balance`)).toHaveLength(2);
    expect(service.requestsTo('/v1/supported-chains')).toHaveLength(2);
    one.destroy();
    two.destroy();
  });

  it('destroy stops balance retries and empties the cache', async () => {
    service.route(`GET /v1/account/${EVM_ADDRESS}/balance`, { status: 500, json: {} });
    const timers = manualTimers();
    const toasts: string[] = [];
    const clients = createServiceClients({
      walletCatalogUrl: service.url,
      blockchainApiUrl: service.url,
      clock: timers.clock,
      timers,
      toasts: { error: (message) => toasts.push(message) },
    });
    clients.blockchainApi.loadBalancesWithRetry(
      { address: EVM_ADDRESS, network: { caipNetworkId: 'eip155:1' } },
      { onBalances: () => undefined },
    );
    await eventually(() => toasts.length === 1);
    expect(toasts).toEqual(['Token Balance Unavailable']);
    clients.destroy();
    expect(timers.pendingCount()).toBe(0);
    timers.advance(BALANCE_RETRY_MS);
    await clients.blockchainApi.getSupportedChains();
    expect(service.requestsTo('/v1/supported-chains')).toHaveLength(2);
  });
});
