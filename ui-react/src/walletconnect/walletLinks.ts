/**
 * Links that hand a WalletConnect pairing URI to a wallet app, built from the catalogue
 * entry's mobile_link, desktop_link and webapp_link (untrusted text). Like AppKit's
 * formatNativeUrl / formatUniversalUrl:
 *
 * - a native scheme link ("metamask:", "rainbow://", "trust://app") is normalised to
 *   "scheme://" (or kept when it has "://") and ends in "/"; then `wc?uri=<uri>`;
 * - a universal (https) link ends in "/"; then `wc?uri=<uri>`.
 *
 * The URI is encoded once (encodeURIComponent), so `uri` decodes back to it exactly. The app
 * link is checked by core's allow-lists before and the result after it is built; a link with
 * its own query or fragment is refused (the URI would land in the wrong part of it).
 *
 * A custom scheme is opened only when the wallet's own catalogue entry names it
 * (core's walletLinkSchemes) and it is no OS or browser handler (`ms-msdt:`, `search-ms:`,
 * `itms-services:`, `x-safari-https:`, `microsoft-edge:`, `googlechromes:`, ...): the pairing
 * URI carries the session's symmetric key, so it goes only to the wallet or its https link.
 */
import { safeDeepLink, safeWebLink, walletLinkSchemes, type WalletEntry } from '@portico/core';

export type WalletLinkKind = 'mobile' | 'desktop' | 'web';

export interface WalletLink {
  readonly kind: WalletLinkKind;
  /** The link to open; always passed by safeDeepLink or safeWebLink. */
  readonly href: string;
}

const HTTP_SCHEME = /^https?:/i;
/** A scheme per RFC 3986, as core's allow-list reads it. */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

function withPairing(base: string, uri: string): string | undefined {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  try {
    return `${withSlash}wc?uri=${encodeURIComponent(uri)}`;
  } catch {
    return undefined; // a lone surrogate cannot be encoded: no link
  }
}

function hasQueryOrFragment(link: string): boolean {
  return link.includes('?') || link.includes('#');
}

/** A universal (https, or http on loopback) app link with the pairing; undefined when unsafe. */
export function universalWalletLink(appLink: unknown, uri: string): string | undefined {
  const safe = safeWebLink(appLink);
  if (!safe || hasQueryOrFragment(safe)) return undefined;
  return safeWebLink(withPairing(safe, uri));
}

/**
 * A native app link with the pairing (a web link goes to universalWalletLink); undefined
 * for a scheme outside `allowedSchemes` (the schemes the wallet's catalogue entry names), an
 * OS or browser handler, or a malformed link.
 */
export function nativeWalletLink(
  appLink: unknown,
  uri: string,
  allowedSchemes: readonly string[],
): string | undefined {
  if (typeof appLink !== 'string') return undefined;
  if (HTTP_SCHEME.test(appLink)) return universalWalletLink(appLink, uri);
  const scheme = SCHEME.exec(appLink)?.[1]?.toLowerCase();
  if (!scheme || hasQueryOrFragment(appLink)) return undefined;
  // "metamask:" or "metamask:/" becomes "metamask://" (AppKit strips the ":" and "/").
  const base = appLink.includes('://')
    ? appLink
    : `${appLink.replaceAll('/', '').replaceAll(':', '')}://`;
  const link = safeDeepLink(withPairing(base, uri), allowedSchemes);
  // The scheme checked is the scheme opened: "javascript:x" must not become "javascriptx://".
  return link && SCHEME.exec(link)?.[1]?.toLowerCase() === scheme ? link : undefined;
}

type LinkFields = Pick<WalletEntry, 'mobile_link' | 'desktop_link' | 'webapp_link'>;

/**
 * The links a wallet offers for `uri` on this device: on a phone its mobile link, on a
 * computer its desktop app; then its web app on both. Unsafe links are left out.
 */
export function walletConnectLinks(
  wallet: LinkFields,
  uri: string,
  platform: { readonly isMobile: boolean },
): readonly WalletLink[] {
  const schemes = walletLinkSchemes(wallet);
  const app = platform.isMobile
    ? { kind: 'mobile' as const, href: nativeWalletLink(wallet.mobile_link, uri, schemes) }
    : { kind: 'desktop' as const, href: nativeWalletLink(wallet.desktop_link, uri, schemes) };
  const web = { kind: 'web' as const, href: universalWalletLink(wallet.webapp_link, uri) };
  return [app, web].filter((link): link is WalletLink => link.href !== undefined);
}
