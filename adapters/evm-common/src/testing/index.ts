// @portico/adapter-evm-common/testing: the EVM kits every EVM adapter runs against itself, on
// real local chains (anvil), a real ERC-20 and a real EIP-1193 test wallet (@portico/testing).
export {
  describeEvmAdapterIntegration,
  EVM_INTEGRATION_CASES,
  type EvmIntegrationOptions,
} from './integrationSuite';
export type { IntegrationCase, IntegrationContext } from './integrationCase';
export { evmConformanceSetup } from './conformanceSetup';
export {
  LOCAL_CHAIN_IDS,
  LOCAL_TOKEN_SUPPLY,
  useLocalEvmChains,
  type LocalEvmChains,
} from './localEvmChains';
export {
  ACCOUNT_PROMPT_METHODS,
  openWalletSession,
  type MakeEvmPlugin,
  type WalletSession,
  type WalletSessionOptions,
} from './walletSession';
export {
  deadRpcUrl,
  rawRpc,
  startLateRpcProxy,
  startRpcTestServer,
  startUnresponsiveRpcServer,
  type RecordedRpcRequest,
  type RpcTestBehaviour,
  type RpcTestServer,
} from './rpcTestServers';
export { describeRpcBinding, type RpcBindingUnderTest } from './rpcBindingKit';
export type { TestApi, TestHooks } from './testApi';
