// @portico/adapter-solana: Solana for Portico with Wallet Standard wallets.
// This step holds only the discovery of Wallet Standard wallets as Portico connectors; the
// adapter itself (connect, sign, send, balances: issue 7) comes next and will build on it.
export {
  watchStandardWallets,
  REGISTER_WALLET_EVENT,
  APP_READY_EVENT,
  type StandardWalletRegistry,
  type WatchStandardWalletsOptions,
} from './walletStandard/discovery';
export {
  standardWalletConnector,
  standardWalletConnectorId,
  uniqueConnectors,
  WALLET_STANDARD_CONNECTOR_ID_PREFIX,
  type SolanaConnector,
} from './walletStandard/connectors';
export {
  parseStandardWallet,
  REQUIRED_FEATURES,
  TRANSACTION_FEATURES,
  SOLANA_CHAIN_PREFIX,
  WALLET_STANDARD_VERSION,
  type KeptStandardWallet,
  type StandardWallet,
  type StandardWalletAccount,
} from './walletStandard/standardWallet';
