/** Receive's texts (one place, so tests find them by name). */
import { RECEIVE_PLUGIN_TEXTS } from './pluginTexts';

export const RECEIVE_LABELS = {
  ...RECEIVE_PLUGIN_TEXTS,
  addressHeading: 'Your address',
  qrCode: 'QR code of your address',
  copyAddress: 'Copy address',
  /** AppKit's toast after a copy (the spec has no text of its own for it). */
  copied: 'Address copied',
  networksHeading: 'Networks this address receives on',
  networksHint: 'Only send assets on these networks to this address.',
  notConnected: 'Connect a wallet to see your address.',
} as const;
