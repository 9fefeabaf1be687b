import { LABELS } from '../ui/labels';

/**
 * Texts of the buttons outside the modal. 'Connect Wallet' is the modal's own label (one
 * text, one place); the others are the buttons' own.
 */
export const BUTTON_LABELS = {
  connectWallet: LABELS.connectWallet,
  connecting: 'Connecting...',
  unsupportedNetwork: 'Unsupported network',
  network: 'Network',
} as const;
