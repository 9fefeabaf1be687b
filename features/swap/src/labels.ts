/**
 * Swap's texts (one place, so tests find them by name). The button texts are AppKit's, as its
 * users expect them; the spec's own messages (section 8) are core's MESSAGES.
 */
import { SWAP_PLUGIN_TEXTS } from './pluginTexts';

export const SWAP_LABELS = {
  ...SWAP_PLUGIN_TEXTS,

  // The form
  from: 'Pay',
  to: 'Receive',
  chooseSource: 'Token to pay with',
  chooseTo: 'Token to receive',
  amount: 'Amount to pay',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  receiveAmount: (amount: string, symbol: string) => `You receive about ${amount} ${symbol}`,
  switchTokens: 'Switch tokens',
  notConnected: 'Connect a wallet to swap.',
  loadingTokens: 'Loading the exchange’s tokens',
  noTokens: 'No tokens to swap on this network',

  // The form's button, from the first thing missing to ready (AppKit's texts)
  selectToken: 'Select Token',
  enterAmount: 'Enter Amount',
  invalidAmount: 'Invalid Amount',
  insufficientBalance: 'Insufficient Balance',
  gettingQuote: 'Getting Quote',
  noQuote: 'No Quote Available',
  reviewSwap: 'Review Swap',

  // The token list
  yourTokens: 'Your tokens',
  exchangeTokens: 'Tokens on the exchange',

  // The preview
  rate: 'Rate',
  rateText: (rate: string, from: string, to: string) => `1 ${from} = ${rate} ${to}`,
  priceImpact: 'Price impact',
  networkFee: 'Network fee',
  slippage: 'Max. slippage',
  minimumReceived: 'Minimum received',
  notAvailable: 'Not available',
  estimating: 'Estimating…',
  approve: (symbol: string) => `Approve ${symbol}`,
  approveHint: (symbol: string) =>
    `The exchange needs your approval to use your ${symbol}: your wallet asks twice, first the approval, then the swap.`,
  approving: 'Approving…',
  confirm: 'Swap',
  cancel: 'Cancel',
  confirmInWallet: 'Confirm in your wallet',
  quoteRefreshed: 'The price changed: review the new quote.',
} as const;
