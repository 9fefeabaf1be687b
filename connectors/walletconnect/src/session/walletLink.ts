/**
 * On a phone the wallet is another app: after a request that needs the user (a signature, a
 * send, a chain switch), Portico opens the session's wallet by the link it gave in its metadata,
 * in the app's own tab. The peer is untrusted and no catalogue vouches for it, so only its
 * `redirect.native` is used, and only when it is an app's custom scheme: never a web link
 * (http: or https:, which would replace the app with any page the peer names, e.g. a phishing
 * copy) and never an OS or browser handler (core's safeAppSchemeLink). Its
 * `redirect.universal` (a web link) is never opened in place. Otherwise nothing is opened.
 */
import { safeAppSchemeLink } from '@portico/core';

/** Requests a wallet answers without asking its user: no reason to open it. */
const SILENT_METHODS: readonly string[] = Object.freeze([
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'getAccountAddresses',
]);

export interface WalletRedirect {
  readonly native?: string;
  readonly universal?: string;
}

/** What opens a link (a browser's window). */
export interface LinkOpener {
  open(url: string, target: string, features: string): unknown;
}

export function promptsUser(method: string): boolean {
  return !SILENT_METHODS.includes(method);
}

/** The link that opens the wallet: its native redirect, when it is a safe app scheme. */
export function walletLinkOf(redirect: WalletRedirect | undefined): string | undefined {
  if (typeof redirect !== 'object' || redirect === null) return undefined;
  return safeAppSchemeLink(redirect.native);
}

/** Opens the wallet in place (a deep link leaves the page where it is). */
export function openWalletLink(
  redirect: WalletRedirect | undefined,
  opener: LinkOpener | undefined = (globalThis as { window?: LinkOpener }).window,
): boolean {
  const link = walletLinkOf(redirect);
  if (!link || !opener) return false;
  opener.open(link, '_self', 'noreferrer noopener');
  return true;
}
