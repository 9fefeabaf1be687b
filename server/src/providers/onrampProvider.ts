/**
 * What an on-ramp (buying crypto with a card or a bank transfer) provides to the on-ramp
 * routes: POST /v1/generators/onrampurl, GET /v1/onramp/options, POST /v1/onramp/quote.
 * The answer shapes are the ones core's on-ramp client reads (core/src/services/onramp.ts):
 * amounts and limits are decimal text. The default is fallbackOnramp.ts; an operator with a
 * payment provider plugs in another through startServer({ providers: { onramp } }).
 */

export interface OnrampPaymentMethodLimit {
  /** 'card', 'ach_bank_account', ... */
  readonly id: string;
  readonly min: string;
  readonly max: string;
}

export interface OnrampPaymentCurrency {
  /** ISO 4217: 'USD'. */
  readonly id: string;
  readonly payment_method_limits: readonly OnrampPaymentMethodLimit[];
}

export interface OnrampPurchaseNetwork {
  readonly name: string;
  readonly display_name: string;
  /** The eip155 chain id as decimal text: '1'. */
  readonly chain_id: string;
  /** '' for the native currency. */
  readonly contract_address: string;
}

export interface OnrampPurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly OnrampPurchaseNetwork[];
}

export interface OnrampOptionsAnswer {
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[];
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
}

export interface OnrampAmountAnswer {
  readonly amount: string;
  readonly currency: string;
}

export interface OnrampQuoteAnswer {
  readonly networkFee: OnrampAmountAnswer;
  readonly paymentSubtotal: OnrampAmountAnswer;
  readonly paymentTotal: OnrampAmountAnswer;
  readonly purchaseAmount: OnrampAmountAnswer;
  readonly quoteId: string;
}

export interface OnrampQuoteInput {
  /** The id of the currency bought ('ETH'). */
  readonly purchaseCurrencyId: string;
  /** The id of the currency paid with ('USD'). */
  readonly paymentCurrencyId: string;
  /** Decimal text in the payment currency. */
  readonly amount: string;
  readonly network: string;
}

export interface OnrampUrlInput {
  /** Where this server answers, as the client reached it: 'http://127.0.0.1:8787'. */
  readonly serverUrl: string;
  /** Addresses to receive what is bought. */
  readonly destinationAddresses: readonly string[];
  readonly defaultNetwork?: string;
  readonly partnerUserId: string;
  /** Decimal text. */
  readonly presetCryptoAmount?: string;
  readonly presetFiatAmount?: string;
}

export interface OnrampProvider {
  getOptions(): Promise<OnrampOptionsAnswer>;
  getQuote(input: OnrampQuoteInput): Promise<OnrampQuoteAnswer>;
  /** The http(s) page where the visitor buys. */
  createBuyUrl(input: OnrampUrlInput): Promise<string>;
}
