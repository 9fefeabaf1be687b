/** The wallet guide's texts (one place, so tests find them by name). */
export const WALLET_GUIDE_LABELS = {
  whatIsAWallet: 'What is a wallet?',
  walletHelpTitle: 'A home for your digital assets',
  walletHelp:
    'A wallet lets you send, receive and hold digital assets, and sign in to apps without a password.',
  walletHelpLogin: 'A new way to sign in',
  walletHelpLoginText: 'Instead of a new account and password for every site, connect your wallet.',
  getAWallet: 'Get a wallet',
} as const;
