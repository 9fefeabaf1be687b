// @portico/testing/walletconnect: a local WalletConnect relay and a wallet-role test client
// (Node only; its own subpath so that importing @portico/testing does not load sign-client).
export {
  startLocalRelay,
  type LocalRelay,
  type LocalRelayRestartOptions,
  type RelayConnectionRecord,
  type StartLocalRelayOptions,
} from './walletconnect/localRelay';
export {
  createOfflineSignClient,
  isLoopbackWebSocketUrl,
  type CreateOfflineSignClientOptions,
  type OfflineSignClient,
  type SignClientInstance,
  type SignClientLogLevel,
  type SignClientMetadata,
} from './walletconnect/offlineSignClient';
export {
  createMemoryKeyValueStorage,
  type MemoryKeyValueStorage,
} from './walletconnect/memoryKeyValueStorage';
export {
  isLocalConnection,
  recordOutgoingConnections,
  type OutgoingConnection,
  type OutgoingConnectionRecorder,
} from './walletconnect/outgoingConnections';
export {
  createWalletConnectTestWallet,
  WALLETCONNECT_TEST_WALLET_EVENTS,
  WALLETCONNECT_TEST_WALLET_METHODS,
  type CreateWalletConnectTestWalletOptions,
  type WalletConnectSession,
  type WalletConnectTestWallet,
} from './walletconnect/wcTestWallet';
export {
  WALLETCONNECT_TEST_WALLET_SOLANA_METHODS,
  type WalletConnectTestWalletSolanaOptions,
} from './walletconnect/wcSolanaSide';
export {
  WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS,
  WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS,
  type WalletConnectTestWalletBitcoinOptions,
} from './walletconnect/wcBitcoinSide';
// Types only: the Polkadot side (and @polkadot's WASM set-up) loads only for a wallet that has one.
export type {
  WalletConnectTestWalletPolkadotAccount,
  WalletConnectTestWalletPolkadotOptions,
} from './walletconnect/wcPolkadotSide';
export type { WalletConnectAuthenticateMode } from './walletconnect/wcAuthenticate';
