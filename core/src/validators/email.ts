/**
 * Spec 5: embedded-wallet messages "require a valid e-mail for connect and update-email".
 * A pragmatic check, not RFC 5322: the embedded-wallet service sends the code and is the
 * final judge. No backtracking pattern: its cost is linear in the input.
 */

/** The longest address that fits an SMTP path (RFC 5321: 256 octets minus the brackets). */
const EMAIL_MAX_LENGTH = 254;
/** Unicode spaces (no-break, ideographic, ...), tabs and line breaks. */
const WHITESPACE = /\s/;

/**
 * True when `value` is a string of at most 254 characters (UTF-16 code units) with exactly
 * one '@', a non-empty part before it, and after it a domain of at least two non-empty
 * dot-separated labels; no whitespace or control characters anywhere.
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  if (hasWhitespaceOrControl(value)) return false;

  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return false;

  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

function hasWhitespaceOrControl(text: string): boolean {
  if (WHITESPACE.test(text)) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
