/**
 * The development accounts the local chain funds at start: //Alice and //Bob (sr25519) and
 * //Charlie as an ed25519 key, the keyring pairs of the Polkadot test extension
 * (`@portico/testing/polkadot-wallet`'s ALICE, BOB, CHARLIE_ED25519). Their addresses are
 * written out (SS58 prefix 42) so starting the chain derives no keys; a test checks them
 * against @polkadot/keyring. Public development keys: never use them for anything of value.
 */
export interface DevAccount {
  readonly uri: string;
  readonly type: 'sr25519' | 'ed25519';
  /** SS58, prefix 42 (the local chain's). */
  readonly address: string;
}

export const DEV_ACCOUNTS = Object.freeze({
  alice: Object.freeze({
    uri: '//Alice',
    type: 'sr25519',
    address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  }),
  bob: Object.freeze({
    uri: '//Bob',
    type: 'sr25519',
    address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  }),
  charlieEd25519: Object.freeze({
    uri: '//Charlie',
    type: 'ed25519',
    address: '5DbKjhNLpqX3zqZdNBc9BGb4fHU1cRBaDhJUskrvkwfraDi6',
  }),
} as const satisfies Record<string, DevAccount>);

/** What each dev account holds at start: 10,000 tokens (12 decimals: 10^16 planck). */
export const DEV_ACCOUNT_PLANCK = 10_000n * 10n ** 12n;
