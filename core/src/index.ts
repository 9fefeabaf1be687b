// @portico/core: state, router, plugin contracts and the rules of the wallet modal.
// Networks are under '@portico/core/networks'; the adapter conformance kit under
// '@portico/core/testing'.
export { createPortico, type Portico, type ModalInfo } from './portico';
export type {
  SendTokenRequest,
  SendTransactionRequest,
  SignMessageParams,
} from './connection/walletActions';
export { createAccountReader, type AccountInfo } from './readers/accountReader';
export { createNetworkReader, type NetworkInfo } from './readers/networkReader';
export { createBalanceReader, type BalanceInfo } from './readers/balanceReader';
export type { OpenOptions } from './modal/modal';
export type { Modal } from './modal/modal';
export type { Router, ViewData } from './router/router';
export * from './router/views';
export * from './contracts';
export * from './errors';
export * from './constants';
export * from './options/options';
export { assertProjectIdFor, isHostedService, HOSTED_SERVICE_HOSTS } from './options/projectId';
export * from './events/events';
export * from './state/types';
export { createStore, shallowEqual, type Store, type Listener } from './state/store';
export { initialState } from './state/initialState';
export {
  TOKENS,
  sharedConnectorToken,
  type StateReader,
  type ConnectorDirectory,
  type FeatureDirectory,
} from './di/surface';
export { token, type Token, type TokenValue } from './di/tokens';
export * from './features/defaultFeatures';
export type { FeaturePlugins } from './features/featurePlugins';
export type { Toasts } from './feedback/toasts';
export type { Alerts } from './feedback/alerts';
export * from './orders/connectorGroups';
export * from './orders/walletFeatures';
export * from './validators';
export * from './amounts';
export * from './lists';
export * from './storage';
export * from './timing';
export * from './platform';
export type { Network } from './networks/network';
export type {
  ServiceClients,
  ServiceClientsOptions,
  WalletCatalog,
  BlockchainApi,
  Analytics,
} from './services/index';
export {
  HOSTED_BLOCKCHAIN_API_URL,
  HOSTED_WALLET_CATALOG_URL,
  resolveServiceUrls,
  type ResolvedServiceUrls,
} from './services/serviceLoader';
