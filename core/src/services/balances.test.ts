import fc from 'fast-check';

import { formatFiat } from '../amounts/formatDisplay';
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../constants';
import { createToasts } from '../feedback/toasts';
import { createTimers } from '../instance/timers';
import { filterTokenList } from '../lists/tokens';
import { createStore } from '../state/store';
import type { PorticoState } from '../state/types';
import {
  BITCOIN_MAINNET,
  EVM_ADDRESS,
  routeRequests,
  SEPOLIA,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import {
  eventually,
  manualTimers,
  startStandInService,
  type StandInService,
} from './__fixtures__/standInService';
import { createBalanceApi, NO_BALANCES, parseBalances, totalValueUsd } from './balances';
import { BalanceUnavailableError, HttpStatusError } from '../errors/errors';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const balancePath = `/v1/account/${EVM_ADDRESS}/balance`;
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: '3000.5',
  price: '3000',
  iconUrl: 'https://x/eth.png',
  quantity: { decimals: '18', numeric: '1.000166666' },
};
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: '0.25',
  price: '1',
  iconUrl: 'https://x/usdc.png',
  quantity: { decimals: '6', numeric: '0.25' },
};
const mainnet = { caipNetworkId: 'eip155:1' };

const setup = (projectId?: string) => {
  const { context, clock } = testDataApiContext(service, { projectId });
  const timers = manualTimers(clock);
  return { api: createBalanceApi(context, { timers }), clock, timers, context };
};

describe('GET /v1/account/{address}/balance', () => {
  it('sends currency usd and chainId with the project id, and reads the balances and their total', async () => {
    service.route(`GET ${balancePath}`, { json: { balances: [ether, usdc] } });
    const { api } = setup('p1');
    await expect(api.getBalances({ address: EVM_ADDRESS, network: mainnet })).resolves.toEqual({
      balances: [ether, usdc],
      totalValueUsd: '3000.75',
    });
    expect(routeRequests(service).map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', balancePath, { currency: 'usd', chainId: 'eip155:1', projectId: 'p1' }],
    ]);
  });

  it('spec 9: balances are kept 30 s (BALANCE_CACHE_MS) per network and address', async () => {
    service.route(`GET ${balancePath}`, { json: { balances: [ether] } });
    const { api, clock } = setup();
    await api.getBalances({ address: EVM_ADDRESS, network: mainnet });
    clock.advance(BALANCE_CACHE_MS - 1);
    await api.getBalances({ address: EVM_ADDRESS, network: mainnet });
    await api.getBalances({ address: EVM_ADDRESS, network: { caipNetworkId: 'eip155:10' } });
    expect(routeRequests(service).map((r) => r.query.chainId)).toEqual(['eip155:1', 'eip155:10']);
    clock.advance(1);
    await api.getBalances({ address: EVM_ADDRESS, network: mainnet });
    expect(routeRequests(service)).toHaveLength(3);
  });

  it('forceUpdate is sent, skips the cache, and the fresh answer is cached', async () => {
    let answer = [ether];
    service.route(`GET ${balancePath}`, () => ({ json: { balances: answer } }));
    const { api } = setup();
    await api.getBalances({ address: EVM_ADDRESS, network: mainnet });
    answer = [ether, usdc];
    const forced = await api.getBalances({
      address: EVM_ADDRESS,
      network: mainnet,
      forceUpdate: usdc.address,
    });
    expect(forced.balances).toEqual([ether, usdc]);
    expect(routeRequests(service)[1]?.query).toEqual({
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: usdc.address,
    });
    await expect(api.getBalances({ address: EVM_ADDRESS, network: mainnet })).resolves.toEqual(
      forced,
    );
    expect(routeRequests(service)).toHaveLength(2);
  });

  it('spec 9: a testnet shows 0.00 and asks nothing', async () => {
    const { api } = setup();
    const result = await api.getBalances({
      address: EVM_ADDRESS,
      network: { caipNetworkId: SEPOLIA, testnet: true },
    });
    expect(result).toEqual(NO_BALANCES);
    expect(formatFiat(result.totalValueUsd)).toBe('0.00');
    expect(service.requests).toEqual([]);
  });

  it('spec 9: balances work on solana too', async () => {
    service.route(`GET /v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/balance`, {
      json: { balances: [{ ...ether, name: 'Solana', symbol: 'SOL', chainId: SOLANA_MAINNET }] },
    });
    const { api } = setup();
    const result = await api.getBalances({
      address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      network: { caipNetworkId: SOLANA_MAINNET },
    });
    expect(result.balances.map((b) => b.symbol)).toEqual(['SOL']);
  });

  it.each([
    ['another namespace (bip122)', BITCOIN_MAINNET],
    ['a network the service does not list', UNLISTED_SWAP_NETWORK],
  ])('spec 9: %s shows 0.00 and makes no balance request', async (_, caipNetworkId) => {
    const { api } = setup();
    const result = await api.getBalances({ address: EVM_ADDRESS, network: { caipNetworkId } });
    expect(result).toEqual(NO_BALANCES);
    expect(formatFiat(result.totalValueUsd)).toBe('0.00');
    expect(routeRequests(service)).toEqual([]);
  });

  it("spec 8: a failure throws 'Token Balance Unavailable', to be retried after 30 s", async () => {
    service.route(`GET ${balancePath}`, { status: 500, json: {} });
    const { api } = setup();
    const failure = api.getBalances({ address: EVM_ADDRESS, network: mainnet });
    await expect(failure).rejects.toThrow('Token Balance Unavailable');
    const error = (await failure.catch((e: unknown) => e)) as BalanceUnavailableError;
    expect(error).toBeInstanceOf(BalanceUnavailableError);
    expect(error.retryAfterMs).toBe(BALANCE_RETRY_MS);
    expect(error.cause).toBeInstanceOf(HttpStatusError);
  });
});

describe('loadBalancesWithRetry: spec 8, the balance fetch retries after 30 s', () => {
  it('reports each failure, retries 30 s (BALANCE_RETRY_MS) later, and stops after a success', async () => {
    let attempts = 0;
    service.route(`GET ${balancePath}`, () => {
      attempts += 1;
      return attempts < 3 ? { status: 503, json: {} } : { json: { balances: [ether] } };
    });
    const { api, timers } = setup();
    const errors: string[] = [];
    const results: unknown[] = [];
    api.loadBalancesWithRetry(
      { address: EVM_ADDRESS, network: mainnet },
      { onBalances: (b) => results.push(b), onError: (e) => errors.push(e.message) },
    );
    await eventually(() => errors.length === 1);
    expect(timers.pendingCount()).toBe(1);
    timers.advance(BALANCE_RETRY_MS - 1);
    expect(attempts).toBe(1);
    timers.advance(1);
    await eventually(() => errors.length === 2);
    timers.advance(BALANCE_RETRY_MS);
    await eventually(() => results.length === 1);
    expect(errors).toEqual(['Token Balance Unavailable', 'Token Balance Unavailable']);
    expect(results).toEqual([{ balances: [ether], totalValueUsd: '3000.5' }]);
    expect(timers.pendingCount()).toBe(0);
  });

  it("without onError, the failure shows the 'Token Balance Unavailable' toast", async () => {
    service.route(`GET ${balancePath}`, { status: 500, json: {} });
    const { context, clock } = testDataApiContext(service);
    const store = createStore<PorticoState>({
      modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
      theme: { mode: 'light', variables: {} },
      switchingNamespace: false,
      chains: {},
      connectors: [],
      toast: { open: false, variant: 'success', message: '', id: 0 },
    });
    const toastTimers = createTimers();
    const api = createBalanceApi(context, {
      timers: manualTimers(clock),
      toasts: createToasts(store, toastTimers),
    });
    const stop = api.loadBalancesWithRetry(
      { address: EVM_ADDRESS, network: mainnet },
      { onBalances: () => undefined },
    );
    await eventually(() => store.getState().toast.open);
    expect(store.getState().toast).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    });
    stop();
    toastTimers.clearAll();
  });

  it('stopping cancels the pending retry; stopRetries stops every loop', async () => {
    service.route(`GET ${balancePath}`, { status: 500, json: {} });
    const { api, timers } = setup();
    const errors: unknown[] = [];
    const handlers = { onBalances: () => undefined, onError: (e: unknown) => errors.push(e) };
    const stop = api.loadBalancesWithRetry({ address: EVM_ADDRESS, network: mainnet }, handlers);
    api.loadBalancesWithRetry(
      { address: EVM_ADDRESS, network: { caipNetworkId: 'eip155:10' } },
      handlers,
    );
    await eventually(() => errors.length === 2);
    expect(timers.pendingCount()).toBe(2);
    stop();
    expect(timers.pendingCount()).toBe(1);
    api.stopRetries();
    expect(timers.pendingCount()).toBe(0);
    const requestsBefore = service.requests.length;
    timers.advance(BALANCE_RETRY_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.requests.length).toBe(requestsBefore);
  });
});

describe('reading the balance answer (untrusted)', () => {
  it('drops entries without name, symbol, network or quantity; a missing price reads as 0', () => {
    const read = parseBalances({
      balances: [
        ether,
        { ...ether, name: undefined },
        { ...ether, chainId: 'ethereum' },
        { ...ether, quantity: { decimals: '18', numeric: '-1' } },
        { ...ether, quantity: { decimals: '256', numeric: '1' } },
        { ...usdc, price: null, value: 'NaN', iconUrl: 'javascript:x' },
        null,
      ],
    });
    const { value: _unreadable, ...usdcWithoutValue } = usdc;
    expect(read).toEqual([ether, { ...usdcWithoutValue, price: '0', iconUrl: '' }]);
  });

  it('numbers become decimal text: the API may send value and price as JSON numbers', () => {
    const [read] = parseBalances({
      balances: [
        { ...ether, value: 0.0000001, price: 3000, quantity: { decimals: 18, numeric: 1e-7 } },
      ],
    });
    expect(read).toMatchObject({
      value: '0.0000001',
      price: '3000',
      quantity: { decimals: '18', numeric: '0.0000001' },
    });
  });

  it('the total is the exact sum of the dollar values', () => {
    const balances = parseBalances({
      balances: [
        { ...ether, value: '0.1' },
        { ...usdc, value: '0.2' },
        { ...usdc, symbol: 'X', value: undefined },
      ],
    });
    expect(totalValueUsd(balances)).toBe('0.3');
    expect(totalValueUsd([])).toBe('0');
  });

  it('property: any JSON answer reads as balances the token list and the total can use, never throws', () => {
    const anyBalance = fc.record(
      {
        name: fc.oneof(fc.string(), fc.jsonValue()),
        symbol: fc.oneof(fc.string(), fc.jsonValue()),
        chainId: fc.oneof(fc.constantFrom('eip155:1', SOLANA_MAINNET), fc.jsonValue()),
        value: fc.oneof(fc.double(), fc.string(), fc.jsonValue()),
        price: fc.oneof(fc.double(), fc.string(), fc.jsonValue()),
        iconUrl: fc.oneof(fc.webUrl(), fc.string()),
        quantity: fc.oneof(
          fc.jsonValue(),
          fc.record({
            decimals: fc.oneof(fc.nat(300), fc.string(), fc.jsonValue()),
            numeric: fc.oneof(fc.double(), fc.string(), fc.jsonValue()),
          }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ balances: fc.array(anyBalance) })),
        (json) => {
          const balances = parseBalances(json);
          for (const balance of balances) {
            expect(balance.chainId.split(':')).toHaveLength(2);
            expect(Number(balance.quantity.decimals)).toBeLessThanOrEqual(255);
          }
          expect(formatFiat(totalValueUsd(balances))).toMatch(/^<?[0-9,]+\.[0-9]{2}$/);
          filterTokenList(balances);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
