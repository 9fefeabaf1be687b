/**
 * The known development keys the Polkadot tests and the demo use: //Alice and //Bob (sr25519,
 * the keys every Substrate dev chain knows) and //Charlie as an ed25519 key, so both signature
 * schemes run end to end. The local chain (`@portico/testing/polkadot`) funds them.
 */
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { TestAccountSpec, TestKeyType } from './types';

export const ALICE = Object.freeze({ uri: '//Alice', type: 'sr25519', name: 'Alice' } as const);
export const BOB = Object.freeze({ uri: '//Bob', type: 'sr25519', name: 'Bob' } as const);
export const CHARLIE_ED25519 = Object.freeze({
  uri: '//Charlie',
  type: 'ed25519',
  name: 'Charlie (ed25519)',
} as const);

/** The address of a key from a secret URI, in `ss58Format` (42, the generic prefix, by default). */
export async function addressOfKey(
  key: { readonly uri: string; readonly type: TestKeyType },
  ss58Format = 42,
): Promise<string> {
  await cryptoWaitReady();
  return new Keyring({ type: key.type, ss58Format }).addFromUri(key.uri).address;
}

/** The address a spec lists: its own for a listed-only account, its key's otherwise. */
export async function addressOfSpec(spec: TestAccountSpec, ss58Format = 42): Promise<string> {
  return 'uri' in spec ? addressOfKey(spec, ss58Format) : spec.address;
}
