/**
 * The address chunk: SS58 addresses checked and re-encoded (ss58Codec.ts: base58 and the blake2b
 * checksum, on @scure/base and @noble/hashes, no @polkadot code). The adapter shows every address
 * in the network's prefix (Polkadot 1…, Kusama C…/D…/…, generic 5…): a wallet's account, in
 * whatever prefix the wallet lists it, is re-encoded here; the key is the same. Loaded with
 * import() by the wallet chunk on the first connect (and by whoever checks an address): the page
 * load holds none of it.
 */
import { decodeSs58, encodeSs58, isSs58Prefix } from './ss58Codec';

export { isSs58Prefix };

/** The 32-byte account id of SS58 text in any valid prefix; undefined when it is not one. */
export function accountIdOf(address: unknown): Uint8Array | undefined {
  return decodeSs58(address)?.accountId;
}

/** Whether `address` is SS58 text of an account in any valid prefix. */
export function isSs58Address(address: unknown): address is string {
  return accountIdOf(address) !== undefined;
}

/** `address` in `prefix`; undefined when it is not an SS58 account address or the prefix is invalid. */
export function toPrefix(address: unknown, prefix: number): string | undefined {
  const accountId = accountIdOf(address);
  if (!accountId || !isSs58Prefix(prefix)) return undefined;
  return encodeSs58(accountId, prefix);
}

/** Whether two SS58 addresses (in any prefixes) are the same account. */
export function sameAccount(a: unknown, b: unknown): boolean {
  const first = accountIdOf(a);
  const second = accountIdOf(b);
  return (
    first !== undefined && second !== undefined && first.every((byte, i) => byte === second[i])
  );
}
