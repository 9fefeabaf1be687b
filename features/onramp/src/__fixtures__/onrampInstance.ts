/**
 * Test fixture: a connected toychain instance with Buy installed, whose data API is a
 * recording stand-in for the Portico server's on-ramp routes (named so: the real routes, with
 * the local test on-ramp over anvil, are covered by server/src/providers/testOnrampProvider.test.ts).
 * The stand-in sells TOY on the toy chain ('toy-1') and ETH on Ethereum (chain '1').
 */
import type { FeaturePlugin, Features, Portico } from '@portico/core';
import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '@portico/core/services';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';
import { createToyChain } from '../../../../core/src/__fixtures__/toyChain';
import { onramp } from '../index';

const LIMITS = [{ id: 'card', min: '10.00', max: '7500.00' }];

export const STAND_IN_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: 'TOY',
      name: 'Toy',
      symbol: 'TOY',
      networks: [
        { name: 'toy-local', display_name: 'Toychain', chain_id: 'toy-1', contract_address: '' },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        {
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '',
        },
      ],
    },
  ],
};

export interface StandInOnrampApi {
  readonly quotes: OnrampQuoteRequest[];
  readonly urlRequests: OnrampUrlRequest[];
  /** What generateOnrampUrl answers next. */
  url: string;
  getOnrampOptions(): Promise<OnrampOptions>;
  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote | null>;
  generateOnrampUrl(request: OnrampUrlRequest): Promise<string>;
}

export function standInOnrampApi(): StandInOnrampApi {
  const api: StandInOnrampApi = {
    quotes: [],
    urlRequests: [],
    url: 'http://127.0.0.1:9/buy?address=x',
    async getOnrampOptions() {
      return STAND_IN_OPTIONS;
    },
    async getOnrampQuote(request) {
      api.quotes.push(request);
      const paid = { amount: request.amount, currency: request.paymentCurrency.id };
      return {
        networkFee: { amount: '0', currency: request.paymentCurrency.id },
        paymentSubtotal: paid,
        paymentTotal: paid,
        purchaseAmount: { amount: `${Number(request.amount) / 2}`, currency: 'TOY' },
        quoteId: 'stand-in',
      };
    },
    async generateOnrampUrl(request) {
      api.urlRequests.push(request);
      return api.url;
    },
  };
  return api;
}

/** A Portico instance over the toy chain with Buy (not connected yet), its services the stand-in. */
export async function onrampInstance(
  options: { plugins?: FeaturePlugin[]; features?: Partial<Features> } = {},
): Promise<{ portico: Portico; api: StandInOnrampApi }> {
  const toy = createToyChain();
  const real = createTestPortico({
    adapters: [toy.plugin],
    plugins: options.plugins ?? [onramp],
    features: options.features ?? {},
  });
  await whenDiscovered(real, 'toy-wallet');
  const api = standInOnrampApi();
  const services = (async () => ({ blockchainApi: api })) as unknown as Portico['services'];
  return { portico: { ...real, services }, api };
}
