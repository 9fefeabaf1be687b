/**
 * The default on-ramp: spec 8's documented fallback, because no card or bank payment
 * provider can be reached offline or without a vendor account.
 *
 * - Options: the spec's fallback payment currencies, USD and EUR, card limits 10.00-7500.00
 *   and bank limits 10.00-25000.00; the purchase currencies are the configured chains'
 *   native currencies and tokens (one currency per symbol, one network per chain).
 * - Quote: the placeholder quote core's client builds when the quote call fails: every
 *   amount is the amount asked, in the payment currency, 1:1, quote id 'placeholder-quote'.
 *   Nothing is priced, and nothing can be bought.
 * - Buy URL: this server's own page GET /onramp/unavailable, which says plainly that no
 *   payment provider is configured; the request's parameters are on its query so the page
 *   can say what was asked.
 */
import type { ChainConfig } from '../config';
import { chainReference, listConfiguredCurrencies } from './configuredTokens';
import type {
  OnrampOptionsAnswer,
  OnrampPaymentMethodLimit,
  OnrampProvider,
  OnrampPurchaseCurrency,
  OnrampPurchaseNetwork,
  OnrampQuoteAnswer,
} from './onrampProvider';

/** The page the fallback's buy URL opens (onrampRoutes.ts serves it). */
export const ONRAMP_UNAVAILABLE_PATH = '/onramp/unavailable';

/** The quote id of the placeholder quote, as core's client names it. */
export const PLACEHOLDER_QUOTE_ID = 'placeholder-quote';

/** Spec 8: card 10.00-7500.00, bank 10.00-25000.00. */
const FALLBACK_PAYMENT_METHOD_LIMITS: readonly OnrampPaymentMethodLimit[] = Object.freeze([
  Object.freeze({ id: 'card', min: '10.00', max: '7500.00' }),
  Object.freeze({ id: 'ach_bank_account', min: '10.00', max: '25000.00' }),
]);

/** Spec 8: USD and EUR. */
export const FALLBACK_PAYMENT_CURRENCIES = Object.freeze([
  Object.freeze({ id: 'USD', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS }),
  Object.freeze({ id: 'EUR', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS }),
]);

/** The query names of the unavailable page's parameters. */
export const ONRAMP_PAGE_QUERY = Object.freeze({
  addresses: 'addresses',
  network: 'network',
  partnerUserId: 'partnerUserId',
  cryptoAmount: 'cryptoAmount',
  fiatAmount: 'fiatAmount',
});

/** 'Anvil Local' -> 'anvil-local': the network name an on-ramp lists. */
function networkSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The configured currencies, one per symbol, each with every chain it is configured on. */
export function purchaseCurrenciesOf(chains: readonly ChainConfig[]): OnrampPurchaseCurrency[] {
  const bySymbol = new Map<string, { name: string; networks: OnrampPurchaseNetwork[] }>();
  for (const chain of chains) {
    for (const currency of listConfiguredCurrencies(chain)) {
      const entry = bySymbol.get(currency.symbol) ?? { name: currency.name, networks: [] };
      entry.networks.push({
        name: networkSlug(chain.name) || chain.caipNetworkId,
        display_name: chain.name,
        chain_id: chainReference(chain.caipNetworkId),
        contract_address: currency.address ?? '',
      });
      bySymbol.set(currency.symbol, entry);
    }
  }
  return [...bySymbol].map(([symbol, { name, networks }]) => ({
    id: symbol,
    name,
    symbol,
    networks,
  }));
}

/** Core's placeholder quote: every amount is the amount asked, in the payment currency. */
export function placeholderQuote(amount: string, paymentCurrencyId: string): OnrampQuoteAnswer {
  const same = { amount, currency: paymentCurrencyId };
  return {
    networkFee: same,
    paymentSubtotal: same,
    paymentTotal: same,
    purchaseAmount: same,
    quoteId: PLACEHOLDER_QUOTE_ID,
  };
}

export function createFallbackOnramp(chains: readonly ChainConfig[]): OnrampProvider {
  const options: OnrampOptionsAnswer = {
    paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES,
    purchaseCurrencies: purchaseCurrenciesOf(chains),
  };
  return {
    async getOptions() {
      return options;
    },
    async getQuote({ amount, paymentCurrencyId }) {
      return placeholderQuote(amount, paymentCurrencyId);
    },
    async createBuyUrl(input) {
      // Appended, not resolved: a server mounted under a prefix (/api) keeps it.
      const url = new URL(`${input.serverUrl.replace(/\/+$/, '')}${ONRAMP_UNAVAILABLE_PATH}`);
      const set = (name: string, value: string | undefined) => {
        if (value !== undefined && value !== '') url.searchParams.set(name, value);
      };
      set(ONRAMP_PAGE_QUERY.addresses, input.destinationAddresses.join(','));
      set(ONRAMP_PAGE_QUERY.network, input.defaultNetwork);
      set(ONRAMP_PAGE_QUERY.partnerUserId, input.partnerUserId);
      set(ONRAMP_PAGE_QUERY.cryptoAmount, input.presetCryptoAmount);
      set(ONRAMP_PAGE_QUERY.fiatAmount, input.presetFiatAmount);
      return url.toString();
    },
  };
}
