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
