// @portico/adapter-polkadot: Polkadot for Portico, on @polkadot/api (loaded lazily), with
// injected extensions (window.injectedWeb3) and the WalletConnect connector's polkadot namespace.
export { polkadotAdapter, POLKADOT_ACCOUNT_TYPES, POLKADOT_NAMESPACE } from './polkadotAdapter';
export type { PolkadotAdapterOptions } from './options';
// A local chain (chopsticks, a dev node) as a core Network.
export { polkadotLocal, type PolkadotLocalOverrides } from './polkadotLocal';
// A refusal or a failed wallet request or send is core's UserRejectedError, WalletRequestError
// or SendFailedError; the transfer refusals (the existential-deposit rule) are the package's.
export {
  InvalidPolkadotAddressError,
  InvalidPolkadotAmountError,
  KeepExistentialDepositError,
  NotAPolkadotWalletError,
  POLKADOT_SEND_HAS_NO_DATA,
  POLKADOT_TRANSFER_TEXTS,
  PolkadotSendDataError,
  PolkadotTransferError,
  ReceiverNeedsExistentialDepositError,
  type PolkadotUnit,
} from './errors';
export {
  isInjectedExtensionConnector,
  KNOWN_EXTENSION_NAMES,
  polkadotExtensionConnectors,
  POLKADOT_INJECTED_CONNECTOR_ID_PREFIX,
  watchPolkadotExtensions,
  type InjectedExtensionProvider,
  type PolkadotInjectedConnector,
  type WatchPolkadotExtensionsOptions,
} from './discovery';
// Verifies raw-message signatures (sr25519, ed25519, ecdsa); the verifier is a lazy chunk.
export {
  verifyPolkadotMessage,
  type VerifyPolkadotMessageParams,
} from './verify/verifyPolkadotMessage';
export type {
  PolkadotAccount,
  PolkadotKeyType,
  PolkadotPayloadSigner,
  PolkadotSignerPayload,
  PolkadotWallet,
} from './wallets/polkadotWallet';
export type {
  PolkadotBalance,
  PolkadotChainModule,
  PolkadotChainOptions,
  PolkadotTransfer,
} from './chain/polkadotChain';
