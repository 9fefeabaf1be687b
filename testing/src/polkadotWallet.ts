// @portico/testing/polkadot-wallet: the Polkadot test extension alone, browser-safe (no Node
// built-ins), for tests and the demo page. `@portico/testing/polkadot` adds the Node-only local
// chain.
export { installTestPolkadotExtension, REFUSAL_TEXT } from './polkadot/wallet/testExtension';
export { signExtrinsicPayload } from './polkadot/wallet/payloadSigning';
export {
  addressOfKey,
  addressOfSpec,
  ALICE,
  BOB,
  CHARLIE_ED25519,
} from './polkadot/wallet/devAccounts';
export type * from './polkadot/wallet/types';
