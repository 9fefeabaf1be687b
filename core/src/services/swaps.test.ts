import fc from 'fast-check';

import {
  EVM_ADDRESS,
  LISTED_NETWORKS,
  LISTED_NON_SWAP_NETWORK,
  routeRequests,
  SEPOLIA,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import {
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  ServiceResponseError,
  SwapNetworkNotSupportedError,
} from '../errors/errors';
import { createSwapApi, type SwapApi } from './swaps';
import {
  parseBuiltTransaction,
  parseFungiblePrices,
  parseGasPrice,
  parseSwapQuotes,
  parseSwapTokens,
} from './swapShapes';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USER = `eip155:1:${EVM_ADDRESS}`;
const builtTx = {
  tx: {
    from: USER,
    to: 'eip155:1:0x1111111254eeb25477b68fb85ed929f73a960582',
    data: '0x12aa3caf',
    amount: '1000000',
    eip155: { gas: '210000', gasPrice: '30000000000' },
  },
};

const api = (projectId?: string): SwapApi =>
  createSwapApi(testDataApiContext(service, { projectId }).context);
const sent = () => routeRequests(service).map((r) => [r.method, r.path, r.query, r.body]);

describe('swap routes send what spec 7 lists', () => {
  it('GET /v1/convert/quotes: amount, userAddress, from, to, gasPrice', async () => {
    const quote = {
      id: 'q1',
      fromAmount: '1000000',
      fromAccount: USDC,
      toAmount: '300',
      toAccount: NATIVE,
    };
    service.route('GET /v1/convert/quotes', { json: { quotes: [quote] } });
    const quotes = await api('p1').getSwapQuotes({
      caipNetworkId: 'eip155:1',
      amount: '1000000',
      userAddress: USER,
      from: USDC,
      to: NATIVE,
      gasPrice: '30000000000',
    });
    expect(quotes).toEqual([quote]);
    expect(sent()).toEqual([
      [
        'GET',
        '/v1/convert/quotes',
        {
          amount: '1000000',
          userAddress: USER,
          from: USDC,
          to: NATIVE,
          gasPrice: '30000000000',
          projectId: 'p1',
        },
        undefined,
      ],
    ]);
  });

  it("a quote keeps the service's price impact as whole basis points; a bad one is dropped, the quote kept", async () => {
    const quote = { fromAmount: '1', fromAccount: USDC, toAmount: '2', toAccount: NATIVE };
    const read = (priceImpactBps: unknown) =>
      parseSwapQuotes({ quotes: [{ ...quote, priceImpactBps }] })[0];
    // Portico's server sends integer text ('98' is 0.98%); an integer number is read the same.
    expect(read('98')).toEqual({ ...quote, id: null, priceImpactBps: 98 });
    expect(read(0)).toEqual({ ...quote, id: null, priceImpactBps: 0 });
    expect(read('10000')?.priceImpactBps).toBe(10_000);
    for (const bad of [
      '-1',
      '10001',
      '0.5',
      '1e3',
      ' 98',
      '098',
      '',
      'x',
      98.5,
      -3,
      1e9,
      null,
      {},
      ['98'],
    ]) {
      expect(read(bad)).toEqual({ ...quote, id: null });
    }
    service.route('GET /v1/convert/quotes', {
      json: { quotes: [{ ...quote, priceImpactBps: '31' }] },
    });
    const [served] = await api('p1').getSwapQuotes({
      caipNetworkId: 'eip155:1',
      amount: '1',
      userAddress: USER,
      from: USDC,
      to: NATIVE,
      gasPrice: '1',
    });
    expect(served?.priceImpactBps).toBe(31);
  });

  it("property: a quote's price impact is kept exactly when it is 0 to 10,000 whole basis points", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000 }),
          fc.integer({ min: 0, max: 10_000 }).map(String),
          fc.jsonValue(),
          fc.string(),
        ),
        (priceImpactBps) => {
          const [read] = parseSwapQuotes({
            quotes: [
              { fromAmount: '1', fromAccount: 'a', toAmount: '1', toAccount: 'b', priceImpactBps },
            ],
          });
          const text = typeof priceImpactBps === 'string' ? priceImpactBps : undefined;
          const whole =
            (typeof priceImpactBps === 'number' && Number.isInteger(priceImpactBps)) ||
            (text !== undefined && /^(0|[1-9][0-9]*)$/.test(text));
          const value = whole ? Number(priceImpactBps) : NaN;
          const kept = value >= 0 && value <= 10_000;
          expect(read?.priceImpactBps).toBe(kept ? value + 0 : undefined);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('GET /v1/convert/tokens: chainId', async () => {
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      decimals: 6,
      logoUri: 'https://x/u.png',
    };
    service.route('GET /v1/convert/tokens', { json: { tokens: [token] } });
    await expect(api().getSwapTokens({ caipNetworkId: 'eip155:1' })).resolves.toEqual([token]);
    expect(sent()).toEqual([['GET', '/v1/convert/tokens', { chainId: 'eip155:1' }, undefined]]);
  });

  it('GET /v1/convert/allowance: tokenAddress, userAddress', async () => {
    service.route('GET /v1/convert/allowance', {
      json: {
        allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      },
    });
    await expect(
      api().getSwapAllowance({ caipNetworkId: 'eip155:1', tokenAddress: USDC, userAddress: USER }),
    ).resolves.toBe(
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    );
    expect(sent()).toEqual([
      ['GET', '/v1/convert/allowance', { tokenAddress: USDC, userAddress: USER }, undefined],
    ]);
  });

  it('GET /v1/convert/gas-price: chainId', async () => {
    service.route('GET /v1/convert/gas-price', {
      json: { standard: '20000000000', fast: '25000000000', instant: 30000000000 },
    });
    await expect(api().getGasPrice({ caipNetworkId: 'eip155:1' })).resolves.toEqual({
      standard: '20000000000',
      fast: '25000000000',
      instant: '30000000000',
    });
    expect(sent()).toEqual([['GET', '/v1/convert/gas-price', { chainId: 'eip155:1' }, undefined]]);
  });

  it('POST /v1/convert/build-transaction: amount, eip155 slippage 1, from, to, userAddress, disableEstimate', async () => {
    service.route('POST /v1/convert/build-transaction', { json: builtTx });
    await expect(
      api('p1').buildSwapTransaction({
        caipNetworkId: 'eip155:1',
        amount: '1000000',
        from: USDC,
        to: NATIVE,
        userAddress: USER,
        disableEstimate: true,
      }),
    ).resolves.toEqual({
      from: USER,
      to: builtTx.tx.to,
      data: '0x12aa3caf',
      value: '1000000',
      eip155: { gas: '210000', gasPrice: '30000000000' },
    });
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/convert/build-transaction',
        { projectId: 'p1' },
        {
          amount: '1000000',
          eip155: { slippage: 1 },
          from: USDC,
          to: NATIVE,
          userAddress: USER,
          disableEstimate: true,
        },
      ],
    ]);
  });

  it('GET /v1/convert/build-approve: userAddress, from, to, amount', async () => {
    service.route('GET /v1/convert/build-approve', {
      json: {
        tx: { ...builtTx.tx, amount: undefined, value: '0', eip155: { gas: 50000, gasPrice: '1' } },
      },
    });
    const approve = await api().buildApproveTransaction({
      caipNetworkId: 'eip155:1',
      from: USDC,
      to: NATIVE,
      userAddress: USER,
      amount: '1000000',
    });
    expect(approve).toMatchObject({ value: '0', eip155: { gas: '50000', gasPrice: '1' } });
    expect(sent()).toEqual([
      [
        'GET',
        '/v1/convert/build-approve',
        { userAddress: USER, from: USDC, to: NATIVE, amount: '1000000' },
        undefined,
      ],
    ]);
  });

  it('POST /v1/fungible/price: currency usd, addresses and the project id in the body', async () => {
    service.route('POST /v1/fungible/price', {
      json: {
        fungibles: [
          { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://x/u.png', price: 0.9998 },
        ],
      },
    });
    await expect(
      api('p1').getTokenPrices({ caipNetworkId: 'eip155:1', addresses: [USDC] }),
    ).resolves.toEqual([
      { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://x/u.png', price: '0.9998' },
    ]);
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/fungible/price',
        { projectId: 'p1' },
        { currency: 'usd', addresses: [USDC], projectId: 'p1' },
      ],
    ]);
  });
});

describe('spec 9 and 8: swaps only on the swap networks', () => {
  const onNetwork = (caipNetworkId: string) => ({
    quotes: () =>
      api().getSwapQuotes({
        caipNetworkId,
        amount: '1',
        userAddress: USER,
        from: USDC,
        to: NATIVE,
        gasPrice: '1',
      }),
    tokens: () => api().getSwapTokens({ caipNetworkId }),
    allowance: () =>
      api().getSwapAllowance({ caipNetworkId, tokenAddress: USDC, userAddress: USER }),
    build: () =>
      api().buildSwapTransaction({
        caipNetworkId,
        amount: '1',
        from: USDC,
        to: NATIVE,
        userAddress: USER,
      }),
    approve: () =>
      api().buildApproveTransaction({ caipNetworkId, from: USDC, to: NATIVE, userAddress: USER }),
    gas: () => api().getGasPrice({ caipNetworkId }),
  });

  it.each([SEPOLIA, LISTED_NON_SWAP_NETWORK, SOLANA_MAINNET])(
    "on %s every swap route throws 'Network not supported for Swaps', without a request",
    async (caipNetworkId) => {
      const routes = onNetwork(caipNetworkId);
      for (const route of [
        routes.quotes,
        routes.tokens,
        routes.allowance,
        routes.build,
        routes.approve,
      ]) {
        await expect(route()).rejects.toThrow('Network not supported for Swaps');
        await expect(route()).rejects.toBeInstanceOf(SwapNetworkNotSupportedError);
      }
      // Off the spec's swap networks only the service's own list is read (once, cached).
      expect(routeRequests(service)).toEqual([]);
    },
  );

  it("a chain the service names as its own swap network (supported-chains' `swaps`, Portico's server: a local exchange) is served", async () => {
    const LOCAL = 'eip155:31337';
    service.route('GET /v1/supported-chains', {
      json: { http: [...LISTED_NETWORKS, LOCAL], ws: [], swaps: [LOCAL, 'eip155:31338'] },
    });
    service.route('GET /v1/convert/tokens', { json: { tokens: [] } });
    await expect(api().getSwapTokens({ caipNetworkId: LOCAL })).resolves.toEqual([]);
    expect(routeRequests(service).map((request) => request.query.chainId)).toEqual([LOCAL]);
    // A `swaps` entry the service does not also list in `http` is not taken.
    await expect(api().getSwapTokens({ caipNetworkId: 'eip155:31338' })).rejects.toThrow(
      'Network not supported for Swaps',
    );
  });

  it.each([SEPOLIA, SOLANA_MAINNET, UNLISTED_SWAP_NETWORK])(
    "on %s the gas price throws 'Network not supported for Gas Price'",
    async (caipNetworkId) => {
      const failure = onNetwork(caipNetworkId).gas();
      await expect(failure).rejects.toThrow('Network not supported for Gas Price');
      await expect(failure).rejects.toBeInstanceOf(GasPriceNetworkNotSupportedError);
      expect(routeRequests(service)).toEqual([]);
    },
  );

  it('on a swap network the service does not list, lookups are empty and building throws', async () => {
    const routes = onNetwork(UNLISTED_SWAP_NETWORK);
    await expect(routes.quotes()).resolves.toEqual([]);
    await expect(routes.tokens()).resolves.toEqual([]);
    await expect(routes.allowance()).resolves.toBe('0');
    await expect(routes.build()).rejects.toThrow('Network not supported for Swaps');
    await expect(routes.approve()).rejects.toThrow('Network not supported for Swaps');
    expect(routeRequests(service)).toEqual([]);
  });

  it('token prices on a network the service does not list are empty', async () => {
    await expect(
      api().getTokenPrices({ caipNetworkId: UNLISTED_SWAP_NETWORK, addresses: [USDC] }),
    ).resolves.toEqual([]);
    expect(routeRequests(service)).toEqual([]);
  });
});

describe('swap failures and unreadable answers', () => {
  it("a non-OK status throws 'HTTP status code: {n}'", async () => {
    service.route('GET /v1/convert/tokens', { status: 500, json: {} });
    const failure = api().getSwapTokens({ caipNetworkId: 'eip155:1' });
    await expect(failure).rejects.toThrow('HTTP status code: 500');
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('an unreadable built transaction, gas price or allowance throws ServiceResponseError', async () => {
    service.route('POST /v1/convert/build-transaction', {
      json: { tx: { ...builtTx.tx, data: 'not hex' } },
    });
    service.route('GET /v1/convert/gas-price', { json: { standard: '1' } });
    service.route('GET /v1/convert/allowance', { json: { allowance: -1 } });
    const swaps = api();
    await expect(
      swaps.buildSwapTransaction({
        caipNetworkId: 'eip155:1',
        amount: '1',
        from: USDC,
        to: NATIVE,
        userAddress: USER,
      }),
    ).rejects.toBeInstanceOf(ServiceResponseError);
    await expect(swaps.getGasPrice({ caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      ServiceResponseError,
    );
    await expect(
      swaps.getSwapAllowance({ caipNetworkId: 'eip155:1', tokenAddress: USDC, userAddress: USER }),
    ).rejects.toBeInstanceOf(ServiceResponseError);
  });

  it('list entries that cannot be read are dropped', () => {
    expect(
      parseSwapTokens({
        tokens: [
          {
            name: 'A',
            symbol: 'A',
            address: USDC,
            decimals: 6,
            logoUri: 'javascript:x',
            eip2612: true,
          },
          { name: 'B', symbol: 'B', address: USDC, decimals: 6.5 },
          { name: 'C', symbol: 'C', address: '', decimals: 6 },
          { name: 'D', symbol: 'D', address: USDC, decimals: 256 },
        ],
      }),
    ).toEqual([{ name: 'A', symbol: 'A', address: USDC, decimals: 6, logoUri: '', eip2612: true }]);
    expect(
      parseSwapQuotes({
        quotes: [{ fromAmount: '1', toAmount: 'x', fromAccount: 'a', toAccount: 'b' }],
      }),
    ).toEqual([]);
  });

  it('property: any JSON answer to any swap route reads without throwing', () => {
    const txLike = fc.record(
      {
        tx: fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              from: fc.oneof(fc.string(), fc.jsonValue()),
              to: fc.oneof(fc.string(), fc.jsonValue()),
              data: fc.oneof(
                fc.string({ unit: fc.constantFrom(...'0123456789abcdefX') }).map((h) => `0x${h}`),
                fc.jsonValue(),
              ),
              amount: fc.oneof(fc.nat().map(String), fc.jsonValue()),
              eip155: fc.oneof(
                fc.jsonValue(),
                fc.record({ gas: fc.jsonValue(), gasPrice: fc.jsonValue() }),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), txLike), (json) => {
        parseSwapQuotes(json);
        for (const token of parseSwapTokens(json))
          expect(Number.isInteger(token.decimals)).toBe(true);
        parseGasPrice(json);
        parseFungiblePrices(json);
        const tx = parseBuiltTransaction(json);
        if (tx) expect(tx.data).toMatch(/^0x([0-9a-fA-F]{2})*$/);
      }),
      { numRuns: 1_000 },
    );
  });
});
