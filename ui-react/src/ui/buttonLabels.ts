/**
 * The texts of the buttons outside the modal (ConnectButton, NetworkButton): the only texts
 * the page loads with Portico. The modal's texts (labels.ts, which includes these) come with
 * the modal's code, after the page has loaded.
 */
export const BUTTON_LABELS = {
  /** The connect button's text, and the Connect view's title. */
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting...',
  unsupportedNetwork: 'Unsupported network',
  network: 'Network',
} as const;
