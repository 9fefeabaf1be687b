/**
 * A wallet's name as a wallet announces it: untrusted text, shown in the wallet list. What a
 * reader cannot see must not make two names differ, and nothing may make one name read as
 * another. Characters are kept by an allow-list of Unicode general categories:
 *
 * - kept: letters, marks, numbers, punctuation, symbols, and pictographs (also those not yet
 *   assigned in this engine's Unicode version: future emoji);
 * - white space, line and paragraph separators, control characters (\p{Cc}): one space;
 * - removed: every format character (\p{Cf}: zero-width space U+200B, word joiner U+2060, soft
 *   hyphen U+00AD, bidi marks, embeddings, overrides and isolates U+200E-200F U+202A-202E
 *   U+2066-2069, BOM U+FEFF, tags U+E0020-E007F, ...), every other default-ignorable code point
 *   (variation selectors after a letter, U+034F, the Hangul fillers U+115F U+1160 U+3164 U+FFA0,
 *   ...), lone surrogates, private-use and unassigned code points;
 * - except inside emoji: ZERO WIDTH JOINER U+200D only between two pictographs (after the first
 *   one's modifiers and marks, as in 👩🏽‍💻 and ❤️‍🔥), and the emoji variation selectors
 *   U+FE0E/U+FE0F only right after a pictograph (❤️) or inside a keycap (1️⃣).
 *
 * Then: at most MAX_MARKS_IN_A_ROW combining marks in a row (no "Zalgo" text spilling over other
 * rows), NFC normalisation, runs of white space as one space, trimmed, and capped at
 * WALLET_NAME_MAX_LENGTH code points.
 *
 * Why NFC for the name shown: canonically equivalent texts render identically, so NFC changes
 * nothing a reader sees (NFKC would turn "Wallet™" into "WalletTM"). Comparing names is another
 * matter: `walletNameKey` folds with NFKC and case, so "Ｐｈａｎｔｏｍ" and "𝐏𝐡𝐚𝐧𝐭𝐨𝐦" meet "Phantom".
 */

/** Portico's own cap (the spec sets none): longer names are cut, on a character boundary. */
export const WALLET_NAME_MAX_LENGTH = 64;
/** Portico's own cap: combining marks on one character beyond this are dropped. */
export const MAX_MARKS_IN_A_ROW = 4;

const ZWJ = '\u200D';
const EMOJI_VARIATION_SELECTORS = /^[\uFE0E\uFE0F]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
/** A keycap: one of these, a variation selector, then COMBINING ENCLOSING KEYCAP. */
const KEYCAP_BASE = /^[0-9#*]$/u;
const KEYCAP = '\u20E3';
/** What may stand between a pictograph and the ZWJ after it: skin tones, VS16, keycap marks. */
const EMOJI_EXTEND = /^[\p{M}\p{Emoji_Modifier}]$/u;
const KEPT = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
const BLANK = /^[\s\p{Zs}\p{Zl}\p{Zp}\p{Cc}\u2800]$/u;
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
const MARK = /^\p{M}$/u;
const WHITE_SPACE = /\s+/gu;

/** Splits into code points; a lone surrogate is one element (and is then dropped). */
const codePoints = (text: string): string[] => [...text];

function isKeptZwj(points: readonly string[], index: number): boolean {
  const next = points[index + 1];
  if (next === undefined || !PICTOGRAPH.test(next)) return false;
  let before = index - 1;
  while (before >= 0 && EMOJI_EXTEND.test(points[before] as string)) before--;
  return before >= 0 && PICTOGRAPH.test(points[before] as string);
}

/** A variation selector right after a pictograph, or inside a keycap (1️⃣). */
function isEmojiPresentation(points: readonly string[], index: number): boolean {
  const previous = points[index - 1];
  if (previous === undefined) return false;
  return PICTOGRAPH.test(previous) || (KEYCAP_BASE.test(previous) && points[index + 1] === KEYCAP);
}

/** One code point's fate: itself, a space, or nothing. */
function filterCodePoints(points: readonly string[]): string[] {
  const out: string[] = [];
  points.forEach((point, index) => {
    if (point === ZWJ) {
      if (isKeptZwj(points, index)) out.push(point);
    } else if (EMOJI_VARIATION_SELECTORS.test(point)) {
      if (isEmojiPresentation(points, index)) out.push(point);
    } else if (INVISIBLE.test(point)) {
      // removed: invisible (format, default-ignorable; U+FEFF too, which \s would match)
    } else if (BLANK.test(point)) {
      out.push(' ');
    } else if (KEPT.test(point) || PICTOGRAPH.test(point)) {
      out.push(point);
    }
  });
  return out;
}

function capMarkRuns(points: readonly string[]): string[] {
  let run = 0;
  return points.filter((point) => {
    run = MARK.test(point) ? run + 1 : 0;
    return run <= MAX_MARKS_IN_A_ROW;
  });
}

function clean(text: string): string {
  const kept = capMarkRuns(filterCodePoints(codePoints(text)));
  return kept.join('').normalize('NFC').replace(WHITE_SPACE, ' ').trim();
}

/**
 * The name to show, or undefined when nothing printable is left (the wallet is then not
 * listed). At most WALLET_NAME_MAX_LENGTH code points (an emoji is never cut in half).
 * Idempotent: a sanitised name sanitises to itself. Never throws.
 */
export function sanitizeWalletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  // NFC before filtering as well, so that a decomposed input filters as its composed form.
  let cleaned = clean(name.normalize('NFC'));
  if ([...cleaned].length > WALLET_NAME_MAX_LENGTH) {
    // The cut may leave a ZWJ with no pictograph after it, or a space at the end: clean again.
    cleaned = clean(codePoints(cleaned).slice(0, WALLET_NAME_MAX_LENGTH).join(''));
  }
  return cleaned === '' ? undefined : cleaned;
}

/**
 * What two wallet names are compared by (never shown): the sanitised name in NFKC, lower case,
 * without spaces and emoji variation selectors. Two installed wallets of one namespace with the same key look alike, and the
 * wallet list shows only the first (see orders/connectorGroups.ts). Undefined when the name
 * sanitises to nothing.
 */
export function walletNameKey(name: unknown): string | undefined {
  const safe = sanitizeWalletName(name);
  if (safe === undefined) return undefined;
  return safe
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\uFE0E\uFE0F]/gu, '');
}
