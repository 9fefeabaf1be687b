/** Spec 5: "A transaction-hash response is a 0x-prefixed 64-hex string." */

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** True when `value` is a string: `0x`, then exactly 64 hex characters. */
export function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && TRANSACTION_HASH.test(value);
}
