// @portico/testing: real parts for Portico's tests and demo (see ../README.md).
export * from './browser';
export {
  AnvilStartError,
  resolveAnvilBinary,
  startAnvil,
  startAnvilPair,
  type AnvilInstance,
  type StartAnvilOptions,
} from './evm/anvil';
export {
  DEFAULT_UNISWAP_LIQUIDITY,
  deployUniswapV2,
  UNISWAP_DEPLOYER,
  type DeployUniswapV2Options,
  type UniswapV2Deployment,
} from './evm/uniswap/deployUniswapV2';
export {
  loadUniswapArtifact,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  type ContractArtifact,
  type UniswapContractName,
} from './evm/uniswap/uniswapArtifacts';
export { findFreePort, LOOPBACK_HOST } from './net/freePort';
export * from './postgres/postgresServer';
export {
  nativeForFiat,
  startTestOnramp,
  TEST_ONRAMP_FEE_PER_MILLE,
  type TestOnramp,
  type TestOnrampChain,
  type TestOnrampOptions,
  type TestOnrampProvider,
} from './onramp/testOnramp';
export { TEST_ONRAMP_TEXTS } from './onramp/testOnrampPage';
