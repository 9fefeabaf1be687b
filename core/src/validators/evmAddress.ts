/**
 * Spec 5: "EVM address: optional 0x prefix, then 40 hex characters."
 * The EIP-55 checksum (mixed case) is not enforced: the spec does not ask for it.
 */

// Lowercase `0x` only; `0X` is not a prefix an EVM wallet produces.
const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;

/** True when `value` is a string: an optional `0x`, then exactly 40 hex characters. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}
