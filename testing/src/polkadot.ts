// @portico/testing/polkadot (Node only): a local Polkadot-SDK chain — a throwaway chopsticks
// node (installed on demand in tools/chopsticks, its own package) built from the Rococo Asset
// Hub raw genesis on npm, instant blocks, funded development accounts — and the Jest guard of
// the files that use it.
export type {
  LocalPolkadot,
  PolkadotAccountBalance,
  StartLocalPolkadotOptions,
} from './polkadot/localPolkadotTypes';
export {
  LOCAL_POLKADOT_CHAIN_SPEC,
  LOCAL_POLKADOT_NETWORK_NAME,
  LOCAL_POLKADOT_SS58_PREFIX,
  startLocalPolkadot,
} from './polkadot/localPolkadot';
export { DEV_ACCOUNT_PLANCK, DEV_ACCOUNTS, type DevAccount } from './polkadot/devAccounts';
export {
  chopsticksPaths,
  ChopsticksInstallError,
  ensureChopsticks,
  ensureChopsticksSync,
  isChopsticksInstalled,
  type ChopsticksPaths,
} from './polkadot/chopsticksInstall';
export { ChopsticksStartError } from './polkadot/chopsticksProcess';
export { PolkadotRpcError } from './polkadot/jsonRpc';
export {
  chopsticksUnavailableReason,
  describeWithChopsticks,
} from './polkadot/describeWithChopsticks';
