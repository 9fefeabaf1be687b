// @portico/adapter-solana: Solana for Portico, on @solana/web3.js (loaded lazily), with Wallet
// Standard wallets and the WalletConnect connector's solana namespace.
export { solanaAdapter, SOLANA_ACCOUNT_TYPES, SOLANA_NAMESPACE } from './solanaAdapter';
export type { SolanaAdapterOptions } from './options';
export type { SolanaTokenInfo } from './chain/solanaChain';
export { walletChainOf, type WalletStandardChain } from './walletChains';
/** Base58, the text form of Solana addresses and of the signatures the adapter returns. */
export { decodeBase58, encodeBase58 } from './base58';
// A failed send or wallet request is core's SendFailedError or WalletRequestError.
export { NotASolanaWalletError, SolanaSendInputError } from './errors';
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
