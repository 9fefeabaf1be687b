/**
 * The sign-in views' texts (one place, so tests find them by name). The spec's own messages
 * ('Authenticating...', 'Signature declined', 'A problem occurred while trying initialize
 * authentication', 'Session Expired') are core's MESSAGES.
 */
import { SIWX_PLUGIN_TEXTS } from './pluginTexts';

export const SIWX_LABELS = {
  ...SIWX_PLUGIN_TEXTS,

  /** The heading: the app (options.metadata.name) asks. */
  needsToConnect: (app: string) => `${app} needs to connect to your wallet`,
  /** When the app gives no metadata. */
  thisApp: 'This app',
  prove: 'Sign this message to prove you own this wallet and proceed.',
  /** Added while sign-in is required. */
  cancelDisconnects: 'Canceling will disconnect you.',
  /** Added while it is not. */
  cancelStaysConnected: 'Canceling keeps you connected without signing in.',
  /** The account about to sign in: "Account 0x1234…abcd". */
  account: 'Account',
  /** The wallet about to be asked (ConnectingSiwe): "Continue in MetaMask". */
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  signIn: 'Sign in',
  cancel: 'Cancel',
  notConnected: 'Connect a wallet to sign in.',
} as const;
