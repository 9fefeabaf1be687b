// @portico/testing/evm-adapter: the EVM kits every EVM adapter runs against itself, on
// real local chains (anvil), a real ERC-20 and a real EIP-1193 test wallet (@portico/testing).
export {
  describeEvmAdapterIntegration,
  EVM_INTEGRATION_CASES,
  type EvmIntegrationOptions,
} from './evmAdapter/integrationSuite';
export type { IntegrationCase, IntegrationContext } from './evmAdapter/integrationCase';
export { evmConformanceSetup } from './evmAdapter/conformanceSetup';
export {
  LOCAL_CHAIN_IDS,
  LOCAL_TOKEN_SUPPLY,
  localNetwork,
  useLocalEvmChains,
  type LocalEvmChains,
} from './evmAdapter/localEvmChains';
export {
  ACCOUNT_PROMPT_METHODS,
  openWalletSession,
  type MakeEvmPlugin,
  type WalletSession,
  type WalletSessionOptions,
} from './evmAdapter/walletSession';
export {
  deadRpcUrl,
  rawRpc,
  startLateRpcProxy,
  startRpcTestServer,
  startUnresponsiveRpcServer,
  type RecordedRpcRequest,
  type RpcTestBehaviour,
  type RpcTestServer,
} from './evmAdapter/rpcTestServers';
export { describeRpcBinding, type RpcBindingUnderTest } from './evmAdapter/rpcBindingKit';
export type { TestApi, TestHooks } from './evmAdapter/testApi';
export { waitFor } from './evmAdapter/waitFor';
