/**
 * Property tests of the wallet-name sanitiser (10,000 runs each) with generators built from the
 * characters look-alike names use: every format character (\p{Cf}) and every other
 * default-ignorable code point, bidi controls, combining marks, emoji with ZWJ, white space,
 * control characters, lone surrogates and any code point.
 */
import fc from 'fast-check';
import { RUNS, anyCodePoint, anyValue } from '../__fixtures__/validatorProperties';
import {
  MAX_MARKS_IN_A_ROW,
  sanitizeWalletName,
  walletNameKey,
  WALLET_NAME_MAX_LENGTH,
} from './walletName';

/** Every code point of `pattern` in the planes where Cf and default-ignorables live. */
function codePointsMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  const scan = (from: number, to: number) => {
    for (let code = from; code <= to; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const point = String.fromCodePoint(code);
      if (pattern.test(point)) found.push(point);
    }
  };
  scan(0, 0x1ffff);
  scan(0xe0000, 0xe0fff);
  return found;
}

const FORMAT = codePointsMatching(/^\p{Cf}$/u);
const DEFAULT_IGNORABLE = codePointsMatching(/^\p{Default_Ignorable_Code_Point}$/u);
const BIDI = [
  '\u061C',
  '\u200E',
  '\u200F',
  ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069',
];
const MARKS = [
  0x0300, 0x0301, 0x0308, 0x0327, 0x036f, 0x0903, 0x093c, 0x094d, 0x1ab0, 0x20d0, 0x20e3, 0xfe20,
  0xfe0f, 0xfe0e,
].map((code) => String.fromCodePoint(code));
const EMOJI = [
  '🦊',
  '👨',
  '👩',
  '👧',
  '💻',
  '🔥',
  '❤',
  '🏽',
  '🏻',
  '🇫',
  '🇷',
  '\u200D',
  '\uFE0F',
  '1',
  '#',
  '\u20E3',
  '🏴',
  '\u{E0067}',
  '\u{E007F}',
];
const SPACES = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00A0',
  '\u1680',
  '\u2000',
  '\u200A',
  '\u2028',
  '\u2029',
  '\u205F',
  '\u3000',
  '\u2800',
];
const CONTROLS = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map(
  (code) => String.fromCharCode(code),
);
const LETTERS = [...'PhantomMetaMaskéÉ', 'Ｐ', '𝐏', 'ﬁ', '™', 'ß', 'İ'];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

const unit = fc.oneof(
  { arbitrary: fc.constantFrom(...LETTERS), weight: 4 },
  { arbitrary: fc.constantFrom(...FORMAT), weight: 2 },
  { arbitrary: fc.constantFrom(...DEFAULT_IGNORABLE), weight: 2 },
  { arbitrary: fc.constantFrom(...BIDI), weight: 1 },
  { arbitrary: fc.constantFrom(...MARKS), weight: 2 },
  { arbitrary: fc.constantFrom(...EMOJI), weight: 3 },
  { arbitrary: fc.constantFrom(...SPACES), weight: 2 },
  { arbitrary: fc.constantFrom(...CONTROLS), weight: 1 },
  { arbitrary: fc.constantFrom(...LONE_SURROGATES), weight: 1 },
  { arbitrary: anyCodePoint, weight: 1 },
);
const hostileName = fc.array(unit, { maxLength: 90, size: 'max' }).map((units) => units.join(''));
const invisible = fc.constantFrom(
  ...[...FORMAT, ...DEFAULT_IGNORABLE].filter(
    (c) => c !== '\u200D' && c !== '\uFE0F' && c !== '\uFE0E',
  ),
  '\u200D', // a ZWJ between letters is invisible too
);

/** The only invisible characters a sanitised name may hold, and only where emoji need them. */
const EMOJI_ZWJ =
  /(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_VS =
  /(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]|(?<=[0-9#*])[\uFE0E\uFE0F](?=\u20E3)/gu;
const FORBIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cs}\p{Co}]/u;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_IN_A_ROW + 1}}`, 'u');

describe('sanitizeWalletName: properties over hostile names', () => {
  it('never throws, and answers anything with a string or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(hostileName, anyValue), (value) => {
        const safe = sanitizeWalletName(value);
        return safe === undefined || typeof safe === 'string';
      }),
      RUNS,
    );
  });

  it('gives a trimmed, bounded, NFC name with no invisible or control character outside emoji', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const safe = sanitizeWalletName(name);
        if (safe === undefined) return true;
        // Plain checks, not expect(): 10,000 runs of eight expect() calls take seconds.
        return (
          safe.length > 0 &&
          safe === safe.trim() &&
          !/\s\s|[^\S ]/u.test(safe) && // the only white space is one U+0020 at a time
          [...safe].length <= WALLET_NAME_MAX_LENGTH &&
          safe === safe.normalize('NFC') &&
          !FORBIDDEN.test(safe.replace(EMOJI_ZWJ, '').replace(EMOJI_VS, '')) &&
          !TOO_MANY_MARKS.test(safe)
        );
      }),
      RUNS,
    );
  });

  it('is idempotent: a sanitised name sanitises to itself', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const safe = sanitizeWalletName(name);
        return safe === undefined || sanitizeWalletName(safe) === safe;
      }),
      RUNS,
    );
  });

  it('invisible characters anywhere in a plain name change nothing', () => {
    const plain = fc.string({
      unit: fc.constantFrom(...'PhantomMetaMask '),
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(
        plain,
        fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 6 }),
        (name, inserts) => {
          const points = [...name];
          for (const [at, character] of inserts)
            points.splice(at % (points.length + 1), 0, character);
          const disguised = points.join('');
          return (
            sanitizeWalletName(disguised) === sanitizeWalletName(name) &&
            walletNameKey(disguised) === walletNameKey(name)
          );
        },
      ),
      RUNS,
    );
  });

  it('a name and its sanitised form compare equal (walletNameKey)', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const safe = sanitizeWalletName(name);
        return walletNameKey(name) === (safe === undefined ? undefined : walletNameKey(safe));
      }),
      RUNS,
    );
  });
});
