/**
 * Addresses a wallet reports (a WalletConnect session's accounts and events), read strictly per
 * namespace and kept in one canonical form; everything a wallet sends is untrusted. The shape
 * checks alone (walletAddressShape.ts) serve the page-load path, without Keccak.
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
import { isSolanaPublicKey, isWalletAddressIn } from './walletAddressShape';

export { isSolanaPublicKey };

const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

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

/**
 * A wallet's address in `namespace` in the form Portico keeps (eip155: checksummed), or
 * undefined when it is not a valid address of that namespace.
 */
export function walletAddressIn(namespace: string, value: unknown): string | undefined {
  if (namespace === 'eip155') return toChecksumEvmAddress(value);
  return isWalletAddressIn(namespace, value) ? (value as string) : undefined;
}
