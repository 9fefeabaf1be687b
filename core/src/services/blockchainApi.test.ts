import { BALANCE_RETRY_MS } from '../constants';
import { EVM_ADDRESS, serveSupportedChains, SOLANA_MAINNET } from './__fixtures__/dataApi';
import {
  eventually,
  manualClock,
  manualTimers,
  startStandInService,
  type StandInService,
} from './__fixtures__/standInService';
import { createBlockchainApi } from './blockchainApi';
import { createQueryCache } from './queryCache';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const setup = (projectId?: string) => {
  const clock = manualClock();
  const timers = manualTimers(clock);
  const api = createBlockchainApi({
    connection: { baseUrl: service.url, projectId },
    cache: createQueryCache(clock),
    clock,
    timers,
    nameZone: 'portico.test',
  });
  return { api, timers };
};

describe('the blockchain data API client', () => {
  it('spec 7: every data-API request carries the project id, and no sdk properties', async () => {
    service.route(`GET /v1/identity/${EVM_ADDRESS}`, { json: { name: null, avatar: null } });
    service.route(`GET /v1/account/${EVM_ADDRESS}/history`, { json: { data: [], next: null } });
    service.route(`GET /v1/account/${EVM_ADDRESS}/balance`, { json: { balances: [] } });
    service.route('GET /v1/convert/tokens', { json: { tokens: [] } });
    service.route('GET /v1/profile/suggestions/alice', { json: { suggestions: [] } });
    service.route('GET /v1/onramp/options', {
      json: { paymentCurrencies: [], purchaseCurrencies: [] },
    });
    service.route(`GET /v1/sessions/eip155:1:${EVM_ADDRESS}`, { json: { pcis: [] } });
    const { api } = setup('p1');
    const on = { caipNetworkId: 'eip155:1' };
    await api.getSupportedChains();
    await api.getIdentity({ address: EVM_ADDRESS });
    await api.getHistory({ ...on, address: EVM_ADDRESS });
    await api.getBalances({ address: EVM_ADDRESS, network: on });
    await api.getSwapTokens(on);
    await api.getNameSuggestions({ ...on, name: 'alice' });
    await api.getOnrampOptions(on);
    await api.getSmartSessions({ caipAddress: `eip155:1:${EVM_ADDRESS}` });
    expect(service.requests.map((r) => r.path)).toEqual([
      '/v1/supported-chains',
      `/v1/identity/${EVM_ADDRESS}`,
      `/v1/account/${EVM_ADDRESS}/history`,
      `/v1/account/${EVM_ADDRESS}/balance`,
      '/v1/convert/tokens',
      '/v1/profile/suggestions/alice',
      '/v1/onramp/options',
      `/v1/sessions/eip155:1:${EVM_ADDRESS}`,
    ]);
    for (const request of service.requests) {
      expect(request.query.projectId).toBe('p1');
      expect(request.query).not.toHaveProperty('st');
      expect(request.query).not.toHaveProperty('sv');
    }
    expect(service.requests[5]?.query.zone).toBe('portico.test');
  });

  it('supported chains are asked once for all the routes of the instance', async () => {
    service.route('GET /v1/convert/tokens', { json: { tokens: [] } });
    const { api } = setup();
    await api.getSwapTokens({ caipNetworkId: 'eip155:1' });
    await api.getOnrampOptions({ caipNetworkId: SOLANA_MAINNET });
    await api.getTokenPrices({ caipNetworkId: 'eip155:56', addresses: [] });
    expect(service.requestsTo('/v1/supported-chains')).toHaveLength(1);
  });

  it('stopRetries ends the balance retry loops', async () => {
    service.route(`GET /v1/account/${EVM_ADDRESS}/balance`, { status: 500, json: {} });
    const { api, timers } = setup();
    const errors: unknown[] = [];
    api.loadBalancesWithRetry(
      { address: EVM_ADDRESS, network: { caipNetworkId: 'eip155:1' } },
      { onBalances: () => undefined, onError: (error) => errors.push(error) },
    );
    await eventually(() => errors.length === 1);
    api.stopRetries();
    timers.advance(BALANCE_RETRY_MS);
    expect(timers.pendingCount()).toBe(0);
  });
});
