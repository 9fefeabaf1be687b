/**
 * The shape of an address a wallet reports, per namespace, without changing it: what core
 * checks on every wallet event (connection/walletEvents.ts) and what the EVM adapter checks on
 * an injected wallet's accounts. No hashing here, so it costs the page load almost nothing;
 * the EIP-55 checksum and the canonical form are walletAccounts.ts's (WalletConnect's sessions).
 *
 * - eip155: `0x` then 40 hex digits (any letter case).
 * - solana: base58 text that decodes to exactly 32 bytes (an ed25519 public key).
 * - other namespaces: CAIP-10's address grammar, `[-.%a-zA-Z0-9]{1,128}`.
 *
 * Every function takes `unknown` and never throws.
 */

const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SOLANA_PUBLIC_KEY_BYTES = 32;

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

/** True when `value` is an address of `namespace` by the rules above. */
export function isWalletAddressIn(namespace: string, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (namespace === 'eip155') return EIP155_ADDRESS.test(value);
  if (namespace === 'solana') return isSolanaPublicKey(value);
  return CAIP10_ADDRESS.test(value);
}
