/** Spec 5: "A signed message is 0x followed by at least 62 hex characters." */

const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/;

/** True when `value` is a string: `0x`, then 62 or more hex characters. */
export function isSignedMessage(value: unknown): boolean {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value);
}
