// @portico/walletconnect: Portico's WalletConnect connector. One WalletConnect v2 session
// (@walletconnect/sign-client, loaded on first use) serves every namespace the app has an
// adapter for: an EIP-1193 provider for eip155, core's NamespaceSession for the others.
export { walletConnect } from './walletConnect';
export {
  HOSTED_RELAY_URL,
  LOCAL_PROJECT_ID,
  DEFAULT_STORAGE_PREFIX,
  type WalletConnectMetadata,
  type WalletConnectOptions,
  type WalletConnectStorage,
} from './options';
export { RPC_ERROR_CODES, WalletConnectRpcError, WALLET_CONNECT_NAME } from './errors';
export { WALLET_CONNECT_NAMESPACES, type NamespaceOffer } from './namespaces';
export type { WalletConnectEip1193Provider } from './providers/eip1193Provider';
// A namespace's provider (other than eip155) is core's NamespaceSession (@portico/core).
