// The parts of @portico/testing that run in a browser too (no node: imports): the test
// wallet, EIP-6963 announcement, EIP-1193 errors, the ERC-20 artifact and deploy helper.
// `@portico/testing` (index.ts) adds the Node-only parts: anvil and the free port finder.
export { ANVIL_ACCOUNTS, ANVIL_DEFAULT_BALANCE_ETHER } from './evm/anvilAccounts';
export {
  announceEip6963Provider,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './evm/eip6963';
export { erc20Abi, erc20Bytecode, erc20SourceSha256 } from './evm/erc20/artifact';
export {
  deployErc20,
  ERC20_DECIMALS,
  ERC20_DEFAULT_NAME,
  ERC20_DEFAULT_SYMBOL,
  type DeployErc20Options,
} from './evm/erc20/deployErc20';
export { createJsonRpcClient, type JsonRpcCall } from './evm/jsonRpcClient';
export type { ProviderEventMap, ProviderEventName } from './evm/providerEvents';
export { ProviderRpcError, RPC_ERROR_CODES, RPC_ERROR_MESSAGES } from './evm/providerRpcError';
export { createTestWallet } from './evm/testWallet';
export { FORWARDED_METHODS } from './evm/walletMethods';
export type {
  CreateTestWalletOptions,
  Eip1193Provider,
  Eip1193RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletControl,
} from './evm/testWalletTypes';
export {
  CALLS_STATUS,
  EIP5792_VERSION,
  type CallsStatus,
  type WalletCapabilities,
} from './evm/walletCalls';
export { waitForReceipt, type RpcReceipt } from './evm/walletTransactions';
