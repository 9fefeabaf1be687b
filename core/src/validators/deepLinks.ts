/**
 * Deep links to wallets, by allow-list (untrusted text from catalogues and WalletConnect peers).
 * In a file (and a build chunk, core's porticoBuild.ownChunks) of its own with the list of OS
 * and browser handlers, so that only the code that opens a link loads them, not the page.
 *
 * - safeDeepLink(link, schemes): a custom scheme only when it is one of `schemes`, the schemes
 *   the wallet's own catalogue entry names (walletLinkSchemes), or a safe web link (a universal
 *   link). An OS or browser handler (blockedSchemes.ts: ms-msdt:, search-ms:, itms-services:,
 *   x-safari-https:, microsoft-edge:, googlechromes:, javascript:, data:, intent:, ...) never
 *   passes, even when a catalogue names it.
 * - walletLinkSchemes(entry): the custom schemes of an entry's mobile_link and desktop_link.
 * - safeAppSchemeLink(link): a custom-scheme link that is not an OS or browser handler and
 *   not a web link (a WalletConnect peer's `redirect.native`, which no catalogue vouches for).
 *
 * Each function returns the link to open, or undefined; none throws.
 */
import { isBlockedScheme } from './blockedSchemes';
import { CONTROL_OR_SPACE, SCHEME, safeWebLink } from './linkSchemes';

/** The catalogue fields that name a wallet's own link schemes. */
export interface WalletLinkSource {
  readonly mobile_link?: string | null;
  readonly desktop_link?: string | null;
}

/** The scheme of `value` in lower case, when it has one and no control character or space. */
function schemeOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || CONTROL_OR_SPACE.test(value)) return undefined;
  return SCHEME.exec(value)?.[1]?.toLowerCase();
}

/** A custom-scheme link that is not an OS or browser handler and goes somewhere. */
function customSchemeLink(value: string, scheme: string): string | undefined {
  if (isBlockedScheme(scheme)) return undefined;
  // Nothing but the scheme (and slashes) is not a link to anywhere.
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/*$/.test(value) ? undefined : value;
}

/**
 * The custom schemes (lower case) a catalogue entry names in its mobile_link and desktop_link;
 * web links and OS or browser handlers name none.
 */
export function walletLinkSchemes(wallet: WalletLinkSource | null | undefined): string[] {
  if (typeof wallet !== 'object' || wallet === null) return [];
  const schemes = [wallet.mobile_link, wallet.desktop_link]
    .map(schemeOf)
    .filter((scheme): scheme is string => scheme !== undefined && !isBlockedScheme(scheme));
  return [...new Set(schemes)];
}

/**
 * A link to open for a wallet: its own custom scheme, when `allowedSchemes` (the schemes of
 * its catalogue entry, see walletLinkSchemes) names it and it is no OS or browser handler; or
 * a safe web link (a universal link). Undefined otherwise.
 */
export function safeDeepLink(
  value: unknown,
  allowedSchemes: readonly string[],
): string | undefined {
  const scheme = schemeOf(value);
  if (!scheme || typeof value !== 'string') return undefined;
  if (scheme === 'http' || scheme === 'https') return safeWebLink(value);
  if (!Array.isArray(allowedSchemes)) return undefined;
  const allowed = allowedSchemes.some(
    (entry) => typeof entry === 'string' && entry.toLowerCase() === scheme,
  );
  return allowed ? customSchemeLink(value, scheme) : undefined;
}

/**
 * A link in an app's own custom scheme, with no catalogue to vouch for it: never a web link
 * (http: or https:), never an OS or browser handler. For a WalletConnect peer's
 * `metadata.redirect.native`, opened in the app's own tab.
 */
export function safeAppSchemeLink(value: unknown): string | undefined {
  const scheme = schemeOf(value);
  if (!scheme || typeof value !== 'string') return undefined;
  return customSchemeLink(value, scheme);
}
