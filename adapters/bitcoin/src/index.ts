// @portico/adapter-bitcoin: Bitcoin (bip122) for Portico, on bitcoinjs-lib (loaded lazily), with
// Wallet Standard bitcoin wallets, sats-connect providers and the WalletConnect connector's
// bip122 namespace.
export { bitcoinAdapter, BITCOIN_ACCOUNT_TYPES, BITCOIN_NAMESPACE } from './bitcoinAdapter';
export type { BitcoinAdapterOptions } from './options';
export { bitcoinRegtest, type BitcoinRegtestOverrides } from './bitcoinRegtest';
export { addressFormatOf, type BitcoinAddressFormat } from './addressFormats';
export { walletChainOf, type BitcoinWalletChain } from './walletChains';
// A failed send or wallet request is core's SendFailedError, UserRejectedError or WalletRequestError.
export {
  BitcoinSendDataError,
  BitcoinSendInputError,
  NotABitcoinWalletError,
  SATS_CONNECT_USER_REJECTION,
} from './errors';
export { watchBitcoinWallets, type WatchBitcoinWalletsOptions } from './discovery';
export {
  bitcoinStandardConnector,
  BITCOIN_CHAIN_PREFIX,
  REQUIRED_FEATURES,
  WALLET_STANDARD_CONNECTOR_ID_PREFIX,
  type StandardWallet,
  type StandardWalletAccount,
  type StandardWalletConnector,
} from './walletStandard/standardWallet';
export {
  satsConnectConnectors,
  SATS_CONNECT_CONNECTOR_ID_PREFIX,
  type SatsConnectConnector,
  type SatsConnectProvider,
} from './satsConnect/providers';
// Verifies BIP-322 / BIP-137 message signatures; the verifier is a lazy chunk (import()).
export {
  verifyBitcoinMessage,
  type VerifyBitcoinMessageParams,
} from './verify/verifyBitcoinMessage';
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinSignatureScheme,
  BitcoinSignedMessage,
  BitcoinWallet,
  PsbtSigner,
} from './wallets/bitcoinWallet';
export type {
  BitcoinChainModule,
  BitcoinChainOptions,
  BitcoinTransfer,
  BuiltTransfer,
} from './chain/bitcoinChain';
