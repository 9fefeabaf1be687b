import fc from 'fast-check';

import {
  BITCOIN_MAINNET,
  EVM_ADDRESS,
  routeRequests,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import {
  createOnrampApi,
  FALLBACK_ONRAMP_OPTIONS,
  parseOnrampOptions,
  parseOnrampQuote,
  placeholderQuote,
  type OnrampApi,
  type PaymentCurrency,
  type PurchaseCurrency,
} from './onramp';
import { ServiceResponseError } from '../errors/errors';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const api = (): OnrampApi =>
  createOnrampApi(testDataApiContext(service, { projectId: 'p1' }).context);
const sent = () => routeRequests(service).map((r) => [r.method, r.path, r.query, r.body]);

const usd: PaymentCurrency = {
  id: 'USD',
  payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
};
const usdc: PurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'base',
      display_name: 'Base',
      chain_id: '8453',
      contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    },
  ],
};
const quote = {
  networkFee: { amount: '0.5', currency: 'USD' },
  paymentSubtotal: { amount: '99.5', currency: 'USD' },
  paymentTotal: { amount: '100', currency: 'USD' },
  purchaseAmount: { amount: '99.4', currency: 'USDC' },
  quoteId: 'q-1',
};

describe('POST /v1/generators/onrampurl', () => {
  it("sends destinationWallets, defaultNetwork, partnerUserId, defaultExperience 'buy' and the preset amounts", async () => {
    service.route('POST /v1/generators/onrampurl', {
      json: { url: 'https://pay.example.com/buy?x=1' },
    });
    const destinationWallets = [
      { address: EVM_ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] },
    ];
    await expect(
      api().generateOnrampUrl({
        caipNetworkId: 'eip155:1',
        destinationWallets,
        defaultNetwork: 'ethereum',
        partnerUserId: EVM_ADDRESS,
        purchaseAmount: 50,
        paymentAmount: '100',
      }),
    ).resolves.toBe('https://pay.example.com/buy?x=1');
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/generators/onrampurl',
        { projectId: 'p1' },
        {
          destinationWallets,
          defaultNetwork: 'ethereum',
          partnerUserId: EVM_ADDRESS,
          defaultExperience: 'buy',
          presetCryptoAmount: 50,
          presetFiatAmount: '100',
        },
      ],
    ]);
  });

  it('a URL that is not http(s) is never returned', async () => {
    service.route('POST /v1/generators/onrampurl', { json: { url: 'javascript:alert(1)' } });
    await expect(
      api().generateOnrampUrl({
        caipNetworkId: 'eip155:1',
        destinationWallets: [],
        partnerUserId: 'u',
      }),
    ).rejects.toBeInstanceOf(ServiceResponseError);
  });
});

describe('GET /v1/onramp/options', () => {
  it('reads the payment and purchase currencies', async () => {
    service.route('GET /v1/onramp/options', {
      json: { paymentCurrencies: [usd, { id: '' }], purchaseCurrencies: [usdc, { id: 'X' }] },
    });
    await expect(api().getOnrampOptions({ caipNetworkId: 'eip155:1' })).resolves.toEqual({
      paymentCurrencies: [usd],
      purchaseCurrencies: [usdc],
    });
    expect(sent()).toEqual([['GET', '/v1/onramp/options', { projectId: 'p1' }, undefined]]);
  });

  it.each([
    ['a 500', { status: 500, json: {} }],
    ['an answer that is not JSON', { raw: '<html>' }],
    ['an answer that is not an object', { json: [1, 2] }],
  ])(
    'spec 8: on %s the fallback options are used (USD and EUR; card 10.00-7500.00; bank 10.00-25000.00)',
    async (_, reply) => {
      service.route('GET /v1/onramp/options', reply);
      const options = await api().getOnrampOptions({ caipNetworkId: 'eip155:1' });
      expect(options).toBe(FALLBACK_ONRAMP_OPTIONS);
      expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
      for (const currency of options.paymentCurrencies) {
        expect(currency.payment_method_limits).toEqual([
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ]);
      }
    },
  );

  it('a failed supported-chains lookup also gives the fallback options', async () => {
    service.route('GET /v1/supported-chains', { status: 503, json: {} });
    await expect(api().getOnrampOptions({ caipNetworkId: 'eip155:1' })).resolves.toBe(
      FALLBACK_ONRAMP_OPTIONS,
    );
  });
});

describe('POST /v1/onramp/quote', () => {
  const request = {
    caipNetworkId: 'eip155:1',
    purchaseCurrency: usdc,
    paymentCurrency: usd,
    amount: '100',
    network: 'base',
  };

  it('sends purchaseCurrency, paymentCurrency, amount and network, and reads the quote', async () => {
    service.route('POST /v1/onramp/quote', { json: quote });
    await expect(api().getOnrampQuote(request)).resolves.toEqual(quote);
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/onramp/quote',
        { projectId: 'p1' },
        { purchaseCurrency: usdc, paymentCurrency: usd, amount: '100', network: 'base' },
      ],
    ]);
  });

  it.each([
    ['a 500', { status: 500, json: {} }],
    ['a quote without its id', { json: { ...quote, quoteId: undefined } }],
  ])('spec 8: on %s a placeholder quote is returned', async (_, reply) => {
    service.route('POST /v1/onramp/quote', reply);
    await expect(api().getOnrampQuote(request)).resolves.toEqual(placeholderQuote('100', 'USD'));
  });

  it('the placeholder quote is the amount asked, 1:1, in the payment currency', () => {
    expect(placeholderQuote('25', 'EUR')).toEqual({
      networkFee: { amount: '25', currency: 'EUR' },
      paymentSubtotal: { amount: '25', currency: 'EUR' },
      paymentTotal: { amount: '25', currency: 'EUR' },
      purchaseAmount: { amount: '25', currency: 'EUR' },
      quoteId: 'placeholder-quote',
    });
  });

  it('an abort is not a failure: it rejects instead of giving the placeholder', async () => {
    service.route('POST /v1/onramp/quote', { json: quote, delayMs: 2_000 });
    const controller = new AbortController();
    const pending = api().getOnrampQuote({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('spec 9: on-ramp works on eip155 and solana', () => {
  it('works on solana', async () => {
    service.route('GET /v1/onramp/options', {
      json: { paymentCurrencies: [usd], purchaseCurrencies: [] },
    });
    await expect(api().getOnrampOptions({ caipNetworkId: SOLANA_MAINNET })).resolves.toEqual({
      paymentCurrencies: [usd],
      purchaseCurrencies: [],
    });
  });

  it.each([BITCOIN_MAINNET, UNLISTED_SWAP_NETWORK])(
    'on %s: no URL, no options, no quote, no on-ramp request',
    async (caipNetworkId) => {
      const onramp = api();
      await expect(
        onramp.generateOnrampUrl({ caipNetworkId, destinationWallets: [], partnerUserId: 'u' }),
      ).resolves.toBe('');
      await expect(onramp.getOnrampOptions({ caipNetworkId })).resolves.toEqual({
        paymentCurrencies: [],
        purchaseCurrencies: [],
      });
      await expect(
        onramp.getOnrampQuote({
          caipNetworkId,
          purchaseCurrency: usdc,
          paymentCurrency: usd,
          amount: '1',
          network: 'x',
        }),
      ).resolves.toBeNull();
      expect(routeRequests(service)).toEqual([]);
    },
  );
});

describe('reading on-ramp answers (untrusted)', () => {
  it('drops limits whose bounds are not amounts', () => {
    expect(
      parseOnrampOptions({
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: 'lots' }] },
        ],
      }),
    ).toEqual({
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }],
      purchaseCurrencies: [],
    });
  });

  it('property: any JSON answer reads as options or a quote (or their absence), never throws', () => {
    const amount = fc.oneof(
      fc.jsonValue(),
      fc.record({ amount: fc.jsonValue(), currency: fc.jsonValue() }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            paymentCurrencies: fc.array(fc.jsonValue()),
            purchaseCurrencies: fc.array(fc.jsonValue()),
          }),
          fc.record({
            networkFee: amount,
            paymentSubtotal: amount,
            paymentTotal: amount,
            purchaseAmount: amount,
            quoteId: fc.jsonValue(),
          }),
        ),
        (json) => {
          const options = parseOnrampOptions(json);
          for (const currency of options?.paymentCurrencies ?? [])
            expect(typeof currency.id).toBe('string');
          const read = parseOnrampQuote(json);
          if (read) expect(read.paymentTotal.amount).toMatch(/^[0-9]+(\.[0-9]+)?$/);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
