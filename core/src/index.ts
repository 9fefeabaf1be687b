// @portico/core: the public surface, listed name by name (no `export *`): what an app, a UI
// binding, an adapter or a feature plugin may use. Networks are under '@portico/core/networks',
// the adapter conformance kit under '@portico/core/testing', the service clients under
// '@portico/core/services'; what only Portico's own UI bindings use is under
// '@portico/core/internal'.

// One instance and its public API
export { createPortico } from './portico';
export type { Portico, ModalInfo } from './porticoApi';
export type { ConnectResult } from './connection/connectResult';
export type { SwitchAccountParams } from './connection/accountChoice';
export type {
  SendTokenRequest,
  SendTransactionRequest,
  SignMessageParams,
} from './connection/walletActions';
export type { AccountInfo } from './readers/accountReader';
export type { BalanceInfo } from './readers/balanceReader';
export type { NetworkInfo } from './readers/networkReader';
export type { AppMetadata, PorticoOptions, ResolvedOptions, ServiceUrls } from './options/options';
export { DEFAULT_FEATURES, type Features } from './features/defaultFeatures';
export { assertProjectIdFor, isHostedService, HOSTED_SERVICE_HOSTS } from './options/projectId';
// A service's base URL rule (http(s), https off loopback), for plugins that call a server.
export { parseServiceBaseUrl } from './services/serviceBaseUrl';
export type { PorticoEvent, PorticoEventName, PorticoEvents, EventBus } from './events/events';

// The plugin surface (typed tokens) and what it gives
export {
  TOKENS,
  sharedConnectorToken,
  type StateReader,
  type ConnectorDirectory,
  type FeatureDirectory,
} from './di/surface';
export { token, type Token, type TokenValue } from './di/tokens';
export type { Modal, OpenOptions } from './modal/modal';
export type { Router, ViewData } from './router/router';
export type { Toasts } from './feedback/toasts';
export type { Alerts } from './feedback/alerts';
export { shallowEqual } from './state/store';
export type {
  AccountState,
  AlertState,
  ChainState,
  ConnectionStatus,
  ConnectorInfo,
  ModalState,
  PairingState,
  PorticoState,
  ThemeMode,
  ThemeVariables,
  ToastState,
  ToastVariant,
} from './state/types';
export {
  CORE_VIEWS,
  SPEC_VIEWS,
  PORTICO_VIEWS,
  type CoreView,
  type SpecView,
  type ViewName,
} from './router/views';

// The plugin contracts: Adapter, Connector, shared connectors and sessions, FeaturePlugin
export {
  ACCOUNT_TYPES,
  SPEC_DEFAULT_ACCOUNT_TYPES,
  isAccountType,
  type AccountType,
  type AccountTypePolicy,
} from './contracts/accountTypes';
export type {
  Adapter,
  AdapterContext,
  AdapterEvent,
  AdapterPlugin,
  Balance,
  BalanceParts,
  ChainTransactionStatus,
  ConnectParams,
  Connection,
  FeeEstimateParams,
  SignedMessage,
  SendTokenParams,
  SendTransactionParams,
  TokenAmount,
  TransactionStatusParams,
  Unsubscribe,
  WalletAccount,
  WriteContractParams,
} from './contracts/adapter';
export type {
  TrackedTransaction,
  TrackedTransactionStatus,
  TransactionSummary,
  TransactionTracker,
} from './transactions/types';
export { CONNECTOR_TYPES, type Connector, type ConnectorType } from './contracts/connector';
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type SharedConnector,
  type SharedConnectorContext,
  type SharedConnectorPlugin,
} from './contracts/sharedConnector';
export {
  isSessionConnector,
  type NamespaceRequest,
  type NamespaceSession,
  type NamespaceSessionEvents,
  type SessionConnector,
} from './contracts/namespaceSession';
export type {
  AccountEntry,
  AccountEntrySlot,
  AccountProfileUpdate,
  AfterConnectStep,
  FeatureContext,
  FeatureModule,
  FeaturePlugin,
  FeatureStateReader,
  FeatureStore,
  LoadFeature,
  LoadedFeature,
  ConnectWith,
  ConnectWithRequest,
  LoadedFeatureOf,
  ModalStep,
} from './contracts/feature';
export type { NameLookup } from './contracts/nameLookup';
export { nameLookupOf } from './features/nameLookupOf';
export { connectWith } from './features/connectWith';
export type { WalletEntry } from './contracts/wallet';
export type {
  SiweConfig,
  SiweCreateMessageArgs,
  SiweMessageArgs,
  SiweSession,
  SiwxConfig,
  SiwxConnectFallback,
  SiwxConnectRequest,
  SiwxConnectResult,
  SiwxMessageData,
  SiwxMessageFormat,
  SiwxMessageInput,
  SiwxSession,
} from './contracts/siwx';
export {
  WALLET_FEATURE_ORDER,
  accountEntries,
  isPluginEnabled,
  type PluginAccountEntry,
  type WalletFeature,
} from './orders/walletFeatures';
export {
  CONNECTOR_GROUP_ORDER,
  groupConnectors,
  type ConnectItem,
  type ConnectorGroup,
  type ConnectorGroupsInput,
} from './orders/connectorGroups';

// One error vocabulary
export {
  AccountTypeNotAcceptedError,
  AdapterNotFoundError,
  BalanceUnavailableError,
  ConfigurationError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
  EmailCooldownError,
  GasPriceNetworkNotSupportedError,
  HttpStatusError,
  InstanceDestroyedError,
  InvalidAmountError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidPathSegmentError,
  NameServiceError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  PorticoError,
  ProjectIdNotConfiguredError,
  ProviderMissingError,
  RelayUnreachableError,
  ServiceResponseError,
  SwapNetworkNotSupportedError,
  TokenSendNotSupportedError,
  TransactionsFetchError,
  WalletConnectConnectorNotFoundError,
} from './errors/errors';
// Thrown only by the lazy account-choice chunk (switchAccount): kept out of the page load.
export { AccountNotInConnectionError } from './errors/accountErrors';
export {
  ChainNotSupportedError,
  SendFailedError,
  UserRejectedError,
  WalletRequestError,
} from './errors/walletErrors';
export {
  USER_REJECTION_CODES,
  isUserRejection,
  walletErrorCode,
  walletErrorCodes,
} from './errors/userRejection';
export { MESSAGES } from './errors/messages';

// Networks and CAIP
export type { Network } from './networks/network';
export { findNetwork, findNetworkByReference } from './networks/findNetwork';
export {
  KNOWN_NAMESPACES,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type KnownNamespace,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
} from './validators/caip';

// Untrusted input: validators and sanitizers (allow-lists)
export { isValidAccountName } from './validators/accountName';
export { isValidEmail } from './validators/email';
export { isEvmAddress } from './validators/evmAddress';
export { isSignedMessage } from './validators/signedMessage';
export { isSolanaAddress } from './validators/solanaAddress';
export { isTransactionHash } from './validators/transactionHash';
export { safeImageSource, safeWebLink } from './validators/linkSchemes';
export {
  safeAppSchemeLink,
  safeDeepLink,
  walletLinkSchemes,
  type WalletLinkSource,
} from './validators/deepLinks';
export { isBlockedScheme } from './validators/blockedSchemes';
export {
  isLoopbackHostname,
  isSecureTransportUrl,
  type TransportKind,
} from './validators/secureTransport';
export { isChainReference, isWalletChainId } from './validators/chainReference';
export {
  isSolanaPublicKey,
  toChecksumEvmAddress,
  walletAddressIn,
} from './validators/walletAccounts';
export { isWalletAddressIn } from './validators/walletAddressShape';
// The Wallet Standard registration protocol (app-ready / register-wallet), for adapters whose
// wallets register that way (Solana, Bitcoin); tree-shaken away where no adapter uses it.
export {
  watchWalletStandard,
  WALLET_STANDARD_APP_READY_EVENT,
  WALLET_STANDARD_REGISTER_EVENT,
  type WalletStandardRegistry,
  type WatchWalletStandardOptions,
} from './walletStandard/registration';
export { safeWalletIcon, WALLET_ICON_MEDIA_TYPES } from './validators/walletIcon';
export {
  sanitizeWalletName,
  walletNameKey,
  WALLET_NAME_MAX_LENGTH,
  MAX_MARKS_IN_A_ROW,
} from './validators/walletName';

// Amounts, lists and times as the views show them
export { formatUnits, parseDecimal, parseUnits, type FixedPointAmount } from './amounts/units';
export {
  formatBalance,
  formatFee,
  formatFiat,
  formatQuantity,
  type DisplayAmount,
} from './amounts/formatDisplay';
export { filterTokenList, type TokenBalance } from './lists/tokens';
export {
  filterTransactions,
  formatRelativeTime,
  groupTransactionsByMonth,
  type Transaction,
  type TransactionMetadata,
  type TransactionMonthGroup,
  type TransactionTransfer,
} from './lists/transactions';
export { isPairingExpired, msUntilPairingRefresh, pairingExpiresAt } from './timing/pairingExpiry';
export {
  lazy,
  lazyDisposable,
  loadOrFail,
  type DisposableChunk,
  type LazyChunk,
} from './timing/lazyChunk';

// Storage and platform, as options and the surface use them
export type {
  PorticoStorage,
  PorticoStorageSchema,
  RecentWallet,
  StorageBackend,
} from './storage/storage';
export type { Platform, PlatformEnv } from './platform/platform';

// The spec's constants that apps, adapters and connectors read
export {
  CONNECT_TIMEOUT_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_VALIDITY_MS,
  RECOMMENDED_WALLETS_COUNT,
  RPC_FALLBACK_POLLING_MS,
  RPC_RANKING_LATENCY_WEIGHT,
  RPC_RANKING_SAMPLE_COUNT,
  RPC_RANKING_STABILITY_WEIGHT,
  RPC_RANKING_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  SEND_CONFIRMATION_WAIT_MS,
  SWAP_CHAIN_IDS,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MAX_RESULTS,
  retryDelayMs,
} from './constants';

// The service clients' contracts (their code is under '@portico/core/services')
export type {
  Analytics,
  BlockchainApi,
  ServiceClients,
  ServiceClientsOptions,
  WalletCatalog,
} from './services/index';
export {
  HOSTED_BLOCKCHAIN_API_URL,
  HOSTED_WALLET_CATALOG_URL,
  resolveServiceUrls,
  type ResolvedServiceUrls,
} from './services/serviceLoader';
