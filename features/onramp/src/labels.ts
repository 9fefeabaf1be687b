/** Buy's texts (one place, so tests find them by name). */
import { ONRAMP_PLUGIN_TEXTS } from './pluginTexts';

export const ONRAMP_LABELS = {
  ...ONRAMP_PLUGIN_TEXTS,

  // The offers
  offers: 'What you can buy',
  loadingOffers: 'Loading what you can buy',
  noOffers: 'Nothing can be bought on this network',
  offerDetail: (network: string) => `on ${network}`,
  notConnected: 'Connect a wallet to buy.',

  // The amount and the quote
  paymentCurrency: 'Pay with',
  amount: 'Amount',
  amountHint: (min: string, max: string, currency: string) => `From ${min} to ${max} ${currency}`,
  invalidAmount: 'Invalid Amount',
  outOfLimits: (min: string, max: string, currency: string) =>
    `Enter an amount from ${min} to ${max} ${currency}`,
  youGet: 'You get',
  quoting: 'Getting a quote…',
  noQuote: 'No quote for this amount',
  /** Spec 9: the on-ramp fee range shown is 1-2%. */
  fees: 'Fees',
  feeRange: '1-2%',
  network: 'Network',
  continue: 'Continue',
  opening: 'Opening…',
  opened: 'The provider’s page opened in a new window. Your balance updates once it pays.',
  popupBlocked: 'The new window was blocked. Allow pop-ups for this site and try again.',
  unsafeUrl: 'The provider’s address cannot be opened safely.',
  noUrl: 'The provider has no page for this network.',
  openFailed: 'The provider could not be reached. Try again.',
  chooseOffer: 'Choose what to buy first.',
} as const;
