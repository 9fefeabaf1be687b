/**
 * Addresses a wallet reports (an injected wallet's `accountsChanged`, a WalletConnect session's
 * accounts and events), read strictly per namespace; everything a wallet sends is untrusted.
 *
 * - eip155: `0x` then 40 hex digits. All lower or all upper case is accepted; mixed case must
 *   be a valid EIP-55 checksum (a wrong one is a typo or a forgery). The address is shown in
 *   its checksummed form (`toChecksumEvmAddress`).
 * - solana: base58 text that decodes to exactly 32 bytes (an ed25519 public key), in its
 *   canonical spelling (decoding then encoding gives the same text).
 * - other namespaces: CAIP-10's address grammar, `[-.%a-zA-Z0-9]{1,128}`.
 *
 * Every function takes `unknown`, never throws, and answers undefined for what it refuses.
 */
import { keccak256 } from './keccak256';

const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SOLANA_PUBLIC_KEY_BYTES = 32;

function checksummed(lowerHex: string): string {
  const hash = keccak256(new TextEncoder().encode(lowerHex));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i]!;
  }
  return out;
}

/**
 * The EIP-55 checksummed form of an eip155 address (`0x` + 40 hex digits); undefined when it is
 * not one, or when it is in mixed case and its checksum is wrong.
 */
export function toChecksumEvmAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !EIP155_ADDRESS.test(value)) return undefined;
  const digits = value.slice(2);
  const result = checksummed(digits.toLowerCase());
  const uniformCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  return uniformCase || result === value ? result : undefined;
}

/** The bytes of base58 (Bitcoin alphabet) text; undefined when a character is not base58. */
function decodeBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return undefined;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

/** True when `value` is base58 text of exactly 32 bytes (a Solana public key). */
export function isSolanaPublicKey(value: unknown): boolean {
  if (typeof value !== 'string' || !BASE58_TEXT.test(value)) return false;
  return decodeBase58(value)?.length === SOLANA_PUBLIC_KEY_BYTES;
}

/**
 * A wallet's address in `namespace` in the form Portico keeps (eip155: checksummed), or
 * undefined when it is not a valid address of that namespace.
 */
export function walletAddressIn(namespace: string, value: unknown): string | undefined {
  if (namespace === 'eip155') return toChecksumEvmAddress(value);
  if (namespace === 'solana') return isSolanaPublicKey(value) ? (value as string) : undefined;
  return typeof value === 'string' && CAIP10_ADDRESS.test(value) ? value : undefined;
}
