/**
 * The public key inside SS58 address text, read without @polkadot code: the WalletConnect
 * wallet (walletConnectWallet.ts) uses it to tell that the address the adapter asks it to sign
 * with (re-encoded in the network's prefix) is one of the session's accounts (in the wallet's
 * own prefix), so the wallet is asked with its own text. Only the shape is checked here
 * (base58, a valid prefix, a 32-byte key, a 2-byte checksum); the checksum itself (blake2b) is
 * the address chunk's (address/ss58.ts, with @polkadot/util-crypto).
 */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A 32-byte account with a 1- or 2-byte prefix and a 2-byte checksum is 46 to 50 characters. */
const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/;
const PUBLIC_KEY_BYTES = 32;
const CHECKSUM_BYTES = 2;

/** The bytes of base58 text (Bitcoin alphabet); the text is already known to be base58. */
function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
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

/**
 * The 32-byte public key of an SS58 account address, as lowercase hex without 0x; undefined for
 * anything else (not text, not base58, a reserved prefix, not a 32-byte account).
 */
export function ss58PublicKey(address: unknown): string | undefined {
  if (typeof address !== 'string' || !SS58_TEXT.test(address)) return undefined;
  const bytes = decodeBase58(address);
  const [first = 0xff] = bytes;
  // Prefixes 0-63 take one byte, 64-16383 two (the first byte 64-127); 128 and above are reserved.
  const prefixBytes = first < 64 ? 1 : first < 128 ? 2 : 0;
  if (prefixBytes === 0 || bytes.length !== prefixBytes + PUBLIC_KEY_BYTES + CHECKSUM_BYTES) {
    return undefined;
  }
  return Array.from(bytes.subarray(prefixBytes, prefixBytes + PUBLIC_KEY_BYTES), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
