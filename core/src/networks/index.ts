/** @portico/core/networks: the Network type, `defineNetwork` and the networks Portico ships. */
export { defineNetwork, MAX_NATIVE_CURRENCY_DECIMALS } from './network';
export type {
  CaipNetworkId,
  DefinedNetwork,
  NativeCurrency,
  Network,
  NetworkInput,
} from './network';
export { findNetwork, findNetworkByReference } from './findNetwork';
export { ALL_NETWORKS } from './allNetworks';
export * from './evmNetworks';
export * from './solanaNetworks';
export * from './bitcoinNetworks';
export * from './polkadotNetworks';
