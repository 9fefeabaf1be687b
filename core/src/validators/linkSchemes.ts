/**
 * Allow-lists for links and images that come from wallets and catalogues (untrusted text).
 * Each function returns the value to use (a link to open, an image `src`) when its scheme is
 * allowed, and undefined otherwise; it never throws.
 *
 * - safeWebLink: https:, and http: only on a loopback host (a local wallet or server); never
 *   with userinfo ("https://wallet.com@evil.example").
 * - safeDeepLink(link, schemes): a custom scheme only when it is one of `schemes`, the schemes
 *   the wallet's own catalogue entry names (walletLinkSchemes), or a safe web link (a universal
 *   link). An OS or browser handler (blockedSchemes.ts: ms-msdt:, search-ms:, itms-services:,
 *   x-safari-https:, microsoft-edge:, googlechromes:, javascript:, data:, intent:, ...) never
 *   passes, even when a catalogue names it.
 * - walletLinkSchemes(entry): the custom schemes of an entry's mobile_link and desktop_link.
 * - safeAppSchemeLink(link): a custom-scheme link that is not an OS or browser handler and
 *   not a web link (a WalletConnect peer's `redirect.native`, which no catalogue vouches for).
 * - safeImageSource: a data:image URL of a raster type or SVG, https:, http: on loopback, or
 *   a same-origin relative path ("/icons/a.png", "icons/a.png"; not "//host/a.png").
 *
 * A build chunk of its own (core's porticoBuild.ownChunks): core's page-load code does not use
 * it (the transaction tracker's explorer links, loaded on first use, do), so an app's bundler
 * can leave it out of the page load.
 */
import { isLoopbackHostname } from './secureTransport';

/** A scheme per RFC 3986: a letter, then letters, digits, "+", "-" or ".". */
export const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Control characters and white space: browsers strip or ignore them inside a scheme. */
export const CONTROL_OR_SPACE =
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

function isWebUrl(url: URL): boolean {
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHostname(url.hostname))
  );
}

/** The link when it is https (or http on loopback); undefined otherwise. */
export function safeWebLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || CONTROL_OR_SPACE.test(value)) return undefined;
  const url = parseAbsolute(value);
  return url && isWebUrl(url) ? url.href : undefined;
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
