/**
 * A wallet's name as a wallet announces it: untrusted text. Control characters and the
 * Unicode bidirectional overrides (which can make one name read as another) are removed,
 * runs of white space become one space, and the result is trimmed and capped.
 */

/** Portico's own cap (the spec sets none): longer names are cut, on a character boundary. */
export const WALLET_NAME_MAX_LENGTH = 64;

// C0 and C1 controls, and the bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069).
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const WHITE_SPACE = /\s+/gu;

/**
 * The name to show, or undefined when nothing printable is left (the wallet is then not
 * listed). At most WALLET_NAME_MAX_LENGTH characters (code points, so an emoji is never cut
 * in half).
 */
export function sanitizeWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const cleaned = name.replace(UNSAFE_CHARACTERS, ' ').replace(WHITE_SPACE, ' ').trim();
  if (cleaned === '') return undefined;
  return [...cleaned].slice(0, WALLET_NAME_MAX_LENGTH).join('').trim();
}
