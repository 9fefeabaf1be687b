/**
 * The address chunk: SS58 addresses checked and re-encoded with @polkadot/util-crypto
 * (decodeAddress checks the base58 text, the prefix and the blake2b checksum). The adapter shows
 * every address in the network's prefix (Polkadot 1…, Kusama C…/D…/…, generic 5…): a wallet's
 * account, in whatever prefix the wallet lists it, is re-encoded here; the key is the same.
 * Loaded with import() by the wallet chunk on the first connect (and by whoever checks an
 * address): the page load holds no @polkadot code.
 */
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';

/** SS58 text of a 32-byte account id with a 1- or 2-byte prefix is 46 to 50 characters. */
const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/;
const ACCOUNT_ID_BYTES = 32;
/** SS58 prefixes are 0 to 16383; 46 and 47 are reserved. */
const MAX_PREFIX = 16_383;
const RESERVED_PREFIXES: readonly number[] = Object.freeze([46, 47]);

export function isSs58Prefix(prefix: unknown): prefix is number {
  return (
    typeof prefix === 'number' &&
    Number.isInteger(prefix) &&
    prefix >= 0 &&
    prefix <= MAX_PREFIX &&
    !RESERVED_PREFIXES.includes(prefix)
  );
}

/** The 32-byte account id of SS58 text in any valid prefix; undefined when it is not one. */
export function accountIdOf(address: unknown): Uint8Array | undefined {
  if (typeof address !== 'string' || !SS58_TEXT.test(address)) return undefined;
  try {
    const accountId = decodeAddress(address);
    return accountId.length === ACCOUNT_ID_BYTES ? accountId : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `address` is SS58 text of an account in any valid prefix. */
export function isSs58Address(address: unknown): address is string {
  return accountIdOf(address) !== undefined;
}

/** `address` in `prefix`; undefined when it is not an SS58 account address or the prefix is invalid. */
export function toPrefix(address: unknown, prefix: number): string | undefined {
  const accountId = accountIdOf(address);
  if (!accountId || !isSs58Prefix(prefix)) return undefined;
  return encodeAddress(accountId, prefix);
}

/** Whether two SS58 addresses (in any prefixes) are the same account. */
export function sameAccount(a: unknown, b: unknown): boolean {
  const first = accountIdOf(a);
  const second = accountIdOf(b);
  return (
    first !== undefined && second !== undefined && first.every((byte, i) => byte === second[i])
  );
}
