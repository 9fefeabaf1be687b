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
// Each of these modules holds only `defineNetwork` constants, every one of them public: listing
// about 60 names here would add nothing a reader needs.
export * from './evmNetworks';
export * from './solanaNetworks';
export * from './bitcoinNetworks';
export * from './polkadotNetworks';
