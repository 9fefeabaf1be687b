/**
 * Neutral generated images for wallets, networks, currencies and tokens: a rounded square in
 * a soft colour picked by a hash of the id, with the first letters of the name on it. No
 * third-party logo is copied or fetched.
 *
 * Everything put into the SVG from outside is untrusted: the initials keep letters and
 * digits only, and every text (the title) is XML-escaped, with characters XML cannot hold
 * left out, so a hostile wallet name stays text.
 */

const SIZE_PX = 96;
const CORNER_RADIUS_PX = 24;
/** The font size for 1, 2, 3 and 4 initials. */
const FONT_SIZES_PX = [44, 40, 32, 26] as const;
const MAX_NAME_INITIALS = 2;
const MAX_SYMBOL_CHARS = 4;
const MAX_TITLE_CHARS = 128;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Words of a name: runs of letters and digits, split again where camelCase turns upper. */
const WORD = /[\p{Lu}\p{Lt}]?[\p{Ll}\p{Lm}\p{Lo}\p{N}]+|[\p{Lu}\p{Lt}]+(?![\p{Ll}])/gu;
/** Characters XML 1.0 cannot hold: C0 controls but tab, newline and return; lone halves; FFFE, FFFF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters being removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ENTITIES: Readonly<Record<string, string>> = Object.freeze({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
});

export interface GeneratedImage {
  /** Picks the colour: the same seed, the same colour. */
  readonly seed: string;
  /** Shown to assistive technology, as the SVG's title. */
  readonly title: string;
  /** Drawn on the image; anything but letters and digits is dropped. */
  readonly initials: string;
}

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? '');
}

/** Up to two initials of a wallet name: 'Trust Wallet' -> 'TW', 'MetaMask' -> 'MM'. */
export function nameInitials(name: string): string {
  const words = name.match(WORD) ?? [];
  const initials = words.slice(0, 2).map((word) => firstCodePoint(word).toUpperCase());
  return firstCodePoints(lettersAndDigits(initials.join('')), MAX_NAME_INITIALS);
}

/** A symbol from an id: its first run of letters and digits, up to 4, upper case ('usdc'). */
export function symbolInitials(id: string): string {
  const run = Array.from(id)
    .map((char) => (LETTER_OR_DIGIT.test(char) ? char : ' '))
    .join('')
    .trim()
    .split(' ')[0];
  return firstCodePoints(lettersAndDigits((run ?? '').toUpperCase()), MAX_SYMBOL_CHARS);
}

export function renderGeneratedImage({ seed, title, initials }: GeneratedImage): string {
  const hue = hueOf(seed);
  const shown = firstCodePoints(lettersAndDigits(initials), MAX_SYMBOL_CHARS);
  const fontSize = FONT_SIZES_PX[Math.max(0, Array.from(shown).length - 1)] ?? FONT_SIZES_PX[0];
  const label = escapeXml(firstCodePoints(title, MAX_TITLE_CHARS));
  const half = SIZE_PX / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE_PX}" height="${SIZE_PX}" ` +
    `viewBox="0 0 ${SIZE_PX} ${SIZE_PX}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="${SIZE_PX}" height="${SIZE_PX}" rx="${CORNER_RADIUS_PX}" ` +
    `fill="${hslToHex(hue, 0.6, 0.86)}"/>` +
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" ` +
    `font-weight="600" fill="${hslToHex(hue, 0.45, 0.3)}">${escapeXml(shown)}</text>` +
    `</svg>`
  );
}

/** 0-359 from a 32-bit FNV-1a hash of the text. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

function lettersAndDigits(text: string): string {
  return Array.from(text)
    .filter((char) => LETTER_OR_DIGIT.test(char))
    .join('');
}

function firstCodePoint(text: string): string {
  return Array.from(text)[0] ?? '';
}

function firstCodePoints(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/** '#rrggbb' of a colour given as hue (degrees), saturation and lightness (0-1). */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
