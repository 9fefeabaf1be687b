/**
 * Spec 5: "Account name to register: letters, digits and hyphen only, at least 4 characters."
 * Letters are ASCII only, so look-alike letters from other scripts (Cyrillic U+0430 'а',
 * the Kelvin sign U+212A) cannot slip into a registered name.
 */

const ACCOUNT_NAME_MIN_LENGTH = 4;
// Both cases spelled out: with the `iu` flags the Kelvin sign and the long s would match k, s.
const ACCOUNT_NAME_CHARACTERS = /^[A-Za-z0-9-]*$/;

/** True when `value` is a string of at least 4 ASCII letters, digits or hyphens. */
export function isValidAccountName(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= ACCOUNT_NAME_MIN_LENGTH &&
    ACCOUNT_NAME_CHARACTERS.test(value)
  );
}
