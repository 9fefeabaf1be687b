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
