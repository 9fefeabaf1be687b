/**
 * Allow-lists for links and images that come from wallets and catalogues (untrusted text).
 * Each function returns the value to use (a link to open, an image `src`) when its scheme is
 * allowed, and undefined otherwise; it never throws.
 *
 * - safeWebLink: https:, and http: only on a loopback host (a local wallet or server).
 * - safeDeepLink: a wallet's own custom scheme ("metamask:", "rainbow://"), or a safe web
 *   link; never a scheme that runs code or reads local data (javascript:, data:, vbscript:,
 *   file:, blob:, about:, ...).
 * - safeImageSource: a data:image URL of a raster type or SVG, https:, http: on loopback, or
 *   a same-origin relative path ("/icons/a.png", "icons/a.png"; not "//host/a.png").
 */

/** Schemes a deep link may never use, whatever the wallet says. */
const FORBIDDEN_DEEP_LINK_SCHEMES: readonly string[] = Object.freeze([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'ms-browser-extension',
  'intent',
  'jar',
  'ws',
  'wss',
  'ftp',
]);

const LOOPBACK_HOSTS: readonly string[] = Object.freeze(['localhost', '127.0.0.1', '[::1]']);

/** A scheme per RFC 3986: a letter, then letters, digits, "+", "-" or ".". */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Control characters and white space: browsers strip or ignore them inside a scheme. */
const CONTROL_OR_SPACE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-zA-Z0-9=._+-]+)*(;base64)?,/i;

function parseAbsolute(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.includes(url.hostname) || /^127(\.[0-9]{1,3}){3}$/.test(url.hostname);
}

function isWebUrl(url: URL): boolean {
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/** The link when it is https (or http on loopback); undefined otherwise. */
export function safeWebLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || CONTROL_OR_SPACE.test(value)) return undefined;
  const url = parseAbsolute(value);
  return url && isWebUrl(url) ? url.href : undefined;
}

/** A wallet's own scheme link (or a safe web link); undefined for a dangerous scheme. */
export function safeDeepLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || CONTROL_OR_SPACE.test(value)) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return undefined;
  if (scheme === 'http' || scheme === 'https') return safeWebLink(value);
  if (FORBIDDEN_DEEP_LINK_SCHEMES.includes(scheme)) return undefined;
  // Nothing but the scheme is not a link to anywhere.
  return value.length > scheme.length + 1 ? value : undefined;
}

/** An image `src` that cannot run code or leak to an unexpected origin; undefined otherwise. */
export function safeImageSource(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  // The pattern pins the whole header (type and parameters); an <img> never runs SVG script.
  if (DATA_IMAGE.test(value)) return value;
  if (CONTROL_OR_SPACE.test(value) || value.includes('\\')) return undefined;
  if (SCHEME.test(value)) return safeWebLink(value);
  // Relative: a path on the page's own origin, never protocol-relative ("//host/...").
  if (value.startsWith('//')) return undefined;
  return value;
}
