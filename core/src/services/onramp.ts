/**
 * The on-ramp routes of the data API (spec 7):
 *
 *   POST /v1/generators/onrampurl  { destinationWallets, defaultNetwork, partnerUserId,
 *                                    defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount }
 *   GET  /v1/onramp/options
 *   POST /v1/onramp/quote          { purchaseCurrency, paymentCurrency, amount, network }
 *
 * - On-ramp works on eip155 and solana (spec 9); another namespace, or a network the service
 *   does not list, gives empty results: no URL (''), no options, no quote (null).
 * - Spec 8: "If the on-ramp options call fails, fallback options are used (USD and EUR; card
 *   limits 10.00-7500.00; bank limits 10.00-25000.00). If the on-ramp quote call fails, a
 *   placeholder quote is returned." An answer that cannot be read counts as a failure.
 *   An abort is not a failure: it rejects.
 * - The URL to open is untrusted: only an http(s) URL is returned, anything else throws
 *   ServiceResponseError.
 */
import { MESSAGES } from '../errors/messages';
import type { DataApiContext } from './dataApiContext';
import { isAbortError } from './httpClient';
import { ServiceResponseError } from '../errors/errors';
import {
  isRecord,
  readDecimalText,
  readNonEmptyString,
  readRecord,
  readRecordList,
  readString,
  readWebUrl,
  type JsonRecord,
} from './untrustedJson';

export interface PaymentMethodLimit {
  /** 'card', 'ach_bank_account', ... */
  readonly id: string;
  readonly min: string;
  readonly max: string;
}

export interface PaymentCurrency {
  /** ISO 4217 code: 'USD'. */
  readonly id: string;
  readonly payment_method_limits: readonly PaymentMethodLimit[];
}

export interface PurchaseCurrencyNetwork {
  readonly name: string;
  readonly display_name: string;
  readonly chain_id: string;
  /** '' for the native currency. */
  readonly contract_address: string;
}

export interface PurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly PurchaseCurrencyNetwork[];
}

export interface OnrampOptions {
  readonly paymentCurrencies: readonly PaymentCurrency[];
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
}

export interface OnrampAmount {
  readonly amount: string;
  readonly currency: string;
}

export interface OnrampQuote {
  readonly networkFee: OnrampAmount;
  readonly paymentSubtotal: OnrampAmount;
  readonly paymentTotal: OnrampAmount;
  readonly purchaseAmount: OnrampAmount;
  readonly quoteId: string;
}

export interface DestinationWallet {
  readonly address: string;
  readonly blockchains?: readonly string[];
  readonly assets?: readonly string[];
}

interface OnNetwork {
  /** CAIP-2 id of the connected network. */
  readonly caipNetworkId: string;
  readonly signal?: AbortSignal;
}

export interface OnrampUrlRequest extends OnNetwork {
  readonly destinationWallets: readonly DestinationWallet[];
  readonly defaultNetwork?: string;
  readonly partnerUserId: string;
  /** Sent as presetCryptoAmount. */
  readonly purchaseAmount?: number | string;
  /** Sent as presetFiatAmount. */
  readonly paymentAmount?: number | string;
}

export interface OnrampQuoteRequest extends OnNetwork {
  readonly purchaseCurrency: PurchaseCurrency;
  readonly paymentCurrency: PaymentCurrency;
  /** Decimal text in the payment currency. */
  readonly amount: string;
  readonly network: string;
}

export interface OnrampApi {
  generateOnrampUrl(request: OnrampUrlRequest): Promise<string>;
  getOnrampOptions(request: OnNetwork): Promise<OnrampOptions>;
  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote | null>;
}

const CARD_AND_BANK_LIMITS: readonly PaymentMethodLimit[] = Object.freeze([
  Object.freeze({ id: 'card', min: '10.00', max: '7500.00' }),
  Object.freeze({ id: 'ach_bank_account', min: '10.00', max: '25000.00' }),
]);

/**
 * Spec 8's fallback: USD and EUR with card limits 10.00-7500.00 and bank limits
 * 10.00-25000.00. The spec names no purchase currencies; Portico offers USDC and ETH on
 * Ethereum, the on-ramp fallback network (spec 9).
 */
export const FALLBACK_ONRAMP_OPTIONS: OnrampOptions = Object.freeze({
  paymentCurrencies: Object.freeze([
    Object.freeze({ id: 'USD', payment_method_limits: CARD_AND_BANK_LIMITS }),
    Object.freeze({ id: 'EUR', payment_method_limits: CARD_AND_BANK_LIMITS }),
  ]),
  purchaseCurrencies: Object.freeze([
    Object.freeze({
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: Object.freeze([
        Object.freeze({
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        }),
      ]),
    }),
    Object.freeze({
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: Object.freeze([
        Object.freeze({
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '',
        }),
      ]),
    }),
  ]),
});

const NO_ONRAMP_OPTIONS: OnrampOptions = Object.freeze({
  paymentCurrencies: Object.freeze([]),
  purchaseCurrencies: Object.freeze([]),
});

/** The quote used when the quote call fails: every amount is the amount asked, 1:1. */
export function placeholderQuote(amount: string, paymentCurrencyId: string): OnrampQuote {
  const same = { amount, currency: paymentCurrencyId };
  return {
    networkFee: same,
    paymentSubtotal: same,
    paymentTotal: same,
    purchaseAmount: same,
    quoteId: 'placeholder-quote',
  };
}

/** The options answer, or undefined when it is not an object (the call then failed). */
export function parseOnrampOptions(json: unknown): OnrampOptions | undefined {
  if (!isRecord(json)) return undefined;
  return {
    paymentCurrencies: readRecordList(json, 'paymentCurrencies', (currency) => {
      const id = readNonEmptyString(currency, 'id');
      return id
        ? {
            id,
            payment_method_limits: readRecordList(currency, 'payment_method_limits', readLimit),
          }
        : undefined;
    }),
    purchaseCurrencies: readRecordList(json, 'purchaseCurrencies', (currency) => {
      const id = readNonEmptyString(currency, 'id');
      const name = readString(currency, 'name');
      const symbol = readString(currency, 'symbol');
      if (!id || name === undefined || symbol === undefined) return undefined;
      return { id, name, symbol, networks: readRecordList(currency, 'networks', readNetwork) };
    }),
  };
}

function readLimit(limit: JsonRecord): PaymentMethodLimit | undefined {
  const id = readNonEmptyString(limit, 'id');
  const min = readDecimalText(limit, 'min');
  const max = readDecimalText(limit, 'max');
  return id && min && max ? { id, min, max } : undefined;
}

function readNetwork(network: JsonRecord): PurchaseCurrencyNetwork | undefined {
  const name = readString(network, 'name');
  const displayName = readString(network, 'display_name');
  const chainId = readString(network, 'chain_id');
  const contractAddress = readString(network, 'contract_address') ?? '';
  if (name === undefined || displayName === undefined || chainId === undefined) return undefined;
  return { name, display_name: displayName, chain_id: chainId, contract_address: contractAddress };
}

/** A quote answer, or undefined when any of its amounts or its id cannot be read. */
export function parseOnrampQuote(json: unknown): OnrampQuote | undefined {
  if (!isRecord(json)) return undefined;
  const amount = (key: string): OnrampAmount | undefined => {
    const entry = readRecord(json, key);
    const value = entry && readDecimalText(entry, 'amount');
    const currency = entry && readNonEmptyString(entry, 'currency');
    return value && currency ? { amount: value, currency } : undefined;
  };
  const [networkFee, paymentSubtotal, paymentTotal, purchaseAmount] = [
    amount('networkFee'),
    amount('paymentSubtotal'),
    amount('paymentTotal'),
    amount('purchaseAmount'),
  ];
  const quoteId = readNonEmptyString(json, 'quoteId');
  if (!networkFee || !paymentSubtotal || !paymentTotal || !purchaseAmount || !quoteId) {
    return undefined;
  }
  return { networkFee, paymentSubtotal, paymentTotal, purchaseAmount, quoteId };
}

export function createOnrampApi({ http, networks }: DataApiContext): OnrampApi {
  const serves = ({ caipNetworkId, signal }: OnNetwork) =>
    networks.serves(caipNetworkId, 'onramp', signal);

  return {
    async generateOnrampUrl(request) {
      if (!(await serves(request))) return '';
      const { destinationWallets, defaultNetwork, partnerUserId, signal } = request;
      const json = await http.postJson({
        path: '/v1/generators/onrampurl',
        body: {
          destinationWallets,
          defaultNetwork,
          partnerUserId,
          defaultExperience: 'buy',
          presetCryptoAmount: request.purchaseAmount,
          presetFiatAmount: request.paymentAmount,
        },
        signal,
      });
      const url = isRecord(json) ? readWebUrl(json, 'url') : undefined;
      if (!url) {
        const route = 'POST /v1/generators/onrampurl';
        throw new ServiceResponseError(MESSAGES.serviceResponseUnreadable(http.service, route));
      }
      return url;
    },
    async getOnrampOptions(request) {
      try {
        if (!(await serves(request))) return NO_ONRAMP_OPTIONS;
        const json = await http.getJson({ path: '/v1/onramp/options', signal: request.signal });
        return parseOnrampOptions(json) ?? FALLBACK_ONRAMP_OPTIONS;
      } catch (error) {
        if (isAbortError(error, request.signal)) throw error;
        return FALLBACK_ONRAMP_OPTIONS;
      }
    },
    async getOnrampQuote(request) {
      const { purchaseCurrency, paymentCurrency, amount, network, signal } = request;
      try {
        if (!(await serves(request))) return null;
        const json = await http.postJson({
          path: '/v1/onramp/quote',
          body: { purchaseCurrency, paymentCurrency, amount, network },
          signal,
        });
        return parseOnrampQuote(json) ?? placeholderQuote(amount, paymentCurrency.id);
      } catch (error) {
        if (isAbortError(error, signal)) throw error;
        return placeholderQuote(amount, paymentCurrency.id);
      }
    },
  };
}
