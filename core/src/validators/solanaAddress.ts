/**
 * Spec 5: "Solana address: 32-44 base58 characters."
 * Base58 (Bitcoin alphabet) leaves out '0', 'O', 'I' and 'l'. The address is not decoded:
 * the spec's rule is about its characters only.
 */

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** True when `value` is a string of 32 to 44 base58 characters. */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}
