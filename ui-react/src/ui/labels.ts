import { BUTTON_LABELS } from './buttonLabels';

/**
 * Portico's own interface texts (the spec's texts, such as 'Signature declined', come from
 * core's MESSAGES). One place, so a text appears once and tests find it by name; the buttons'
 * texts live in buttonLabels.ts, so that the page loads them without the modal's.
 */
export const LABELS = {
  ...BUTTON_LABELS,
  // Modal frame
  back: 'Back',
  close: 'Close',
  viewUnavailable: 'This view is not available yet',
  loading: 'Loading',
  dismissAlert: 'Dismiss',

  // View titles (and connectWallet, from BUTTON_LABELS)
  account: 'Account',
  allWallets: 'All Wallets',
  networks: 'Networks',
  chooseNetwork: 'Choose network',
  switchNetwork: 'Switch network',
  approveTransaction: 'Approve Transaction',
  signIn: 'Sign In',
  registerName: 'Register name',

  // Connect
  installed: 'Installed',
  recent: 'Recent',
  noWallet: "I don't have a wallet",
  connectorCount: (count: number) => `${count}+`,
  noWalletsFound: 'No wallets found',
  walletRowName: (name: string, tag?: string) => (tag ? `${name} (${tag})` : name),

  // ConnectingMultiChain: a wallet installed in several namespaces
  selectChain: 'Select chain',
  chooseChainFor: (name: string) => `Which chain do you want to connect ${name} on?`,
  connected: 'Connected',

  // ConnectingExternal
  continueIn: (name: string) => `Continue in ${name}`,
  acceptRequest: 'Accept the connection request in your wallet',
  tryAgain: 'Try again',

  // AllWallets
  searchWallets: 'Search wallets',
  walletList: 'Wallets',

  // Account
  copyAddress: 'Copy address',
  copied: 'Address copied',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  noActivity: 'No activity yet',
  // Activity: the transactions this app sent (the tracker's), and the history's next page
  sentFromThisApp: 'Sent from this app',
  sent: 'Sent',
  sentSummary: (amount: string, to: string) => `${amount} to ${to}`,
  // A history row's counterparty: its name where the names plugin knows one, else its address
  counterparty: { to: (who: string) => `to ${who}`, from: (who: string) => `from ${who}` },
  transactionStatus: { pending: 'Pending', confirmed: 'Confirmed', failed: 'Failed' },
  viewOnExplorer: 'View on explorer',
  viewTransaction: (hash: string) => `View on explorer: transaction ${hash}`,
  loadMore: 'Load more',
  disconnect: 'Disconnect',
  activeChain: 'Active chain',
  otherChains: 'Other chains',
  switchToChain: (label: string) => `Switch to ${label}`,
  connectChain: (label: string) => `Connect ${label}`,
  chainNotConnected: (label: string) => `No wallet is connected on ${label} yet`,
  accountFeatures: 'Wallet actions',
  activeNetwork: 'Active',
  // A balance held in parts (polkadot): what can be sent now, under the total
  transferable: (amount: string, symbol: string) => `Transferable ${amount} ${symbol}`.trim(),
  switchAccount: 'Switch account',

  // SelectAccount: the wallet's accounts, where the visitor picks one (polkadot extensions)
  selectAccount: 'Select account',
  walletAccounts: 'Accounts',
  activeAccount: 'Active',

  // UnsupportedChain
  unsupportedChain:
    'This app does not support your current network. Switch to one of the networks below.',

  // ApproveTransaction
  approveInWallet: 'Approve the transaction in your wallet',

  // ConnectingWalletConnect, ConnectingWalletConnectBasic
  walletConnect: 'WalletConnect',
  qrCode: 'QR code to connect a wallet',
  scanWithPhone: 'Scan with your phone',
  walletConnectUnavailable: 'WalletConnect is not set up in this app',
  scanWithWallet: (name: string) => `Scan with ${name}`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  preparingLink: 'Preparing the connection link',
  refreshingLink: 'The code expired. Getting a new one',
  openWallet: (name: string) => `Open ${name}`,
  openWalletDesktop: (name: string) => `Open ${name} desktop app`,
  openWalletWeb: (name: string) => `Open ${name} web app`,
  popularWallets: 'Popular wallets',
} as const;
