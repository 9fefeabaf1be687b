/**
 * The SS58 codec of account addresses (32-byte account ids), the one place the adapter reads and
 * writes SS58 text: base58 (@scure/base) of the prefix, the account id and a checksum, the first
 * two bytes of blake2b-512 (@noble/hashes) over "SS58PRE", the prefix and the id. Prefixes 0-63
 * take one byte, 64-16383 two; 46 and 47 are reserved. Written over those two small libraries
 * rather than @polkadot/util-crypto, whose import brings its WebAssembly (about 165 KiB gzip)
 * into the first connect; the tests check it against util-crypto's encoder.
 */
import { blake2b } from '@noble/hashes/blake2';
import { base58 } from '@scure/base';

export const ACCOUNT_ID_BYTES = 32;
const CHECKSUM_BYTES = 2;
/** The longest text of a 2-byte prefix, an account id and a checksum (36 bytes) in base58. */
const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{1,50}$/;
const CHECKSUM_CONTEXT = new TextEncoder().encode('SS58PRE');
const MAX_PREFIX = 16_383;
/** The largest prefix written in one byte; a first byte of 64-127 starts a two-byte prefix. */
const MAX_ONE_BYTE_PREFIX = 63;
const RESERVED_PREFIXES: readonly number[] = Object.freeze([46, 47]);

/** Whether `prefix` is an SS58 prefix an address may carry: 0 to 16383 but 46 and 47. */
export function isSs58Prefix(prefix: unknown): prefix is number {
  return (
    typeof prefix === 'number' &&
    Number.isInteger(prefix) &&
    prefix >= 0 &&
    prefix <= MAX_PREFIX &&
    !RESERVED_PREFIXES.includes(prefix)
  );
}

/** The prefix's bytes: one below 64, else two (the SS58 spec's 14-bit layout). */
function prefixBytes(prefix: number): number[] {
  if (prefix <= MAX_ONE_BYTE_PREFIX) return [prefix];
  return [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)];
}

/** The prefix at the start of decoded bytes and its length; undefined for a 1xxxxxxx first byte. */
function readPrefix(bytes: Uint8Array): { prefix: number; length: 1 | 2 } | undefined {
  const [first = 0xff, second = 0] = bytes;
  if (first <= MAX_ONE_BYTE_PREFIX) return { prefix: first, length: 1 };
  if (first > 0b0111_1111) return undefined;
  return {
    prefix: ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8),
    length: 2,
  };
}

const checksumOf = (payload: Uint8Array): Uint8Array => {
  const input = new Uint8Array(CHECKSUM_CONTEXT.length + payload.length);
  input.set(CHECKSUM_CONTEXT);
  input.set(payload, CHECKSUM_CONTEXT.length);
  return blake2b(input, { dkLen: 64 }).subarray(0, CHECKSUM_BYTES);
};

export interface Ss58Account {
  readonly prefix: number;
  readonly accountId: Uint8Array;
}

/**
 * The prefix and 32-byte account id of SS58 text; undefined for anything else: not base58 text,
 * a bad checksum, a reserved prefix or a two-byte one below 64, another length (a 33-byte ecdsa
 * key, a hex key). Never throws: the text may come from a wallet or a visitor.
 */
export function decodeSs58(text: unknown): Ss58Account | undefined {
  if (typeof text !== 'string' || !SS58_TEXT.test(text)) return undefined;
  const bytes = base58.decode(text);
  const head = readPrefix(bytes);
  if (!head || bytes.length !== head.length + ACCOUNT_ID_BYTES + CHECKSUM_BYTES) return undefined;
  // A two-byte prefix below 64 has a shorter form: not the canonical text of any address.
  if (!isSs58Prefix(head.prefix) || (head.length === 2 && head.prefix <= MAX_ONE_BYTE_PREFIX)) {
    return undefined;
  }
  const payloadEnd = head.length + ACCOUNT_ID_BYTES;
  const checksum = checksumOf(bytes.subarray(0, payloadEnd));
  if (!checksum.every((byte, i) => byte === bytes[payloadEnd + i])) return undefined;
  return { prefix: head.prefix, accountId: bytes.slice(head.length, payloadEnd) };
}

/** The SS58 text of a 32-byte account id in `prefix` (a valid one: see isSs58Prefix). */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  if (accountId.length !== ACCOUNT_ID_BYTES || !isSs58Prefix(prefix)) {
    throw new RangeError(
      'An SS58 address is a 32-byte account id in a prefix of 0 to 16383 but 46 and 47',
    );
  }
  const payload = Uint8Array.from([...prefixBytes(prefix), ...accountId]);
  const checksum = checksumOf(payload);
  const bytes = new Uint8Array(payload.length + CHECKSUM_BYTES);
  bytes.set(payload);
  bytes.set(checksum, payload.length);
  return base58.encode(bytes);
}
