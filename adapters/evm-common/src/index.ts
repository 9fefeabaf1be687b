export type { EvmLibrary, EvmLibraryModule, EvmReader, Hex, RpcPolicy } from './library';
export type { CustomConnectorOptions, EvmAdapterOptions, EvmWindow, TokenConfig } from './options';
export {
  isProviderRpcError,
  PROVIDER_ERROR_CODES,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  type ProviderRpcErrorLike,
} from './eip1193';
export { rpcPolicyFor, rpcServiceUrl, RPC_REQUEST_TIMEOUT_MS } from './rpc/rpcPolicy';
export { RequestAbortedError } from './rpc/requestAborted';
export { MalformedRpcAnswerError } from './rpc/rpcAnswers';
export {
  createRpcReader,
  type DescribeRpcFailure,
  type RpcFailureFacts,
  type RpcReader,
  type RpcReaderOptions,
  type RpcRequestFn,
} from './rpc/rpcReader';

// The adapter
export { evmAdapter, EVM_ACCOUNT_TYPES, EVM_NAMESPACE } from './evmAdapter';

// Connectors
export {
  announcedConnector,
  customConnectors,
  ETHEREUM_INITIALIZED_EVENT,
  INJECTED_CONNECTOR_ID,
  injectedConnector,
  watchEvmConnectors,
  type ConnectorDiscoveryOptions,
  type EvmConnector,
} from './connectors/connectorDiscovery';
export {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  listenForAnnouncements,
  parseAnnouncement,
  type AnnouncedWallet,
} from './connectors/eip6963';
// Moved to core (shared with the Solana adapter's Wallet Standard discovery); kept here.
export {
  safeWalletIcon,
  sanitizeWalletName,
  WALLET_ICON_MEDIA_TYPES,
  WALLET_NAME_MAX_LENGTH,
} from '@portico/core';

// Errors
export {
  CapabilitiesParseError,
  ProviderNotFoundError,
  SendCallsTargetError,
  SmartAccountSigningError,
  InvalidTransactionHashError,
  TokenReadError,
} from './errors';
export { toSendError, toSigningError, toWalletError } from './walletErrors';

// Wallet calls and rules
export {
  ALL_CHAINS_KEY,
  capabilitiesForChain,
  chainIdKey,
  parseCapabilities,
  supportsAssetDiscovery,
  type ChainCapabilities,
  type WalletCapabilities,
} from './capabilities';
export {
  assertSendCallsTargets,
  buildSendCallsRequest,
  readSendCallsId,
  SEND_CALLS_VERSION,
  type BatchCall,
  type SendCallsInput,
  type SendCallsRequest,
} from './sendCalls';
export {
  ADD_CHAIN_ERROR_CODES,
  addEthereumChainParameter,
  needsAddChain,
  switchChain,
  type AddEthereumChainParameter,
} from './switchChain';
export {
  compareFixedPoint,
  hasInsufficientGas,
  type InsufficientGasInput,
  type UsdAmount,
} from './insufficientGas';
export { parseWalletChainId, toHexQuantity, utf8ToHex } from './hexEncoding';
export { forwardWalletEvents, RECONNECTING_DISCONNECT_CODE } from './walletEvents';
export { ERC20_READ_ABI, ERC20_TRANSFER_ABI } from './erc20Abi';
