/**
 * Send's texts (one place, so tests find them by name). The button texts are AppKit's, as its
 * users expect them; the spec's own messages (section 8) are core's MESSAGES.
 */
import { SEND_PLUGIN_TEXTS } from './pluginTexts';

export const SEND_LABELS = {
  ...SEND_PLUGIN_TEXTS,

  // The form
  token: 'Token',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  amount: 'Amount',
  max: 'Max',
  receiver: 'To',
  receiverHintNames: 'An address, or a name such as alice.reown.id',
  receiverHint: 'The receiver’s address',
  resolvedName: (name: string) => `Name: ${name}`,
  insufficientGasHint: (symbol: string) => `Not enough ${symbol} to pay the network fee.`,
  notConnected: 'Connect a wallet to send.',

  // The form's button, from the first thing missing to ready (AppKit's texts)
  selectToken: 'Select Token',
  addAmount: 'Add Amount',
  invalidAmount: 'Invalid Amount',
  insufficientFunds: 'Insufficient Funds',
  addAddress: 'Add Address',
  resolvingName: 'Resolving Name',
  invalidAddress: 'Invalid Address',
  insufficientGas: 'Insufficient Gas',
  previewSend: 'Preview Send',

  // The token list
  tokens: 'Your tokens',
  loadingTokens: 'Loading your tokens',
  noTokens: 'No tokens to send on this network',

  // The preview
  sending: 'Sending',
  to: 'To',
  network: 'Network',
  networkFee: 'Network fee',
  feeEstimating: 'Estimating…',
  feeUnavailable: 'Not available',
  confirm: 'Send',
  cancel: 'Cancel',
  confirmInWallet: 'Confirm in your wallet',
} as const;
