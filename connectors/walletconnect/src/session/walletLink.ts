/**
 * On a phone the wallet is another app: after a request that needs the user (a signature, a
 * send, a chain switch), Portico opens the session's wallet by the link it gave in its metadata,
 * its native redirect when it is a safe deep link, else its universal link when it is a safe web
 * link, and nothing otherwise (spec: links are allow-listed by scheme before they are opened).
 */
import { safeDeepLink, safeWebLink } from '@portico/core';

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

/** The link that opens the wallet, when the wallet gave a safe one. */
export function walletLinkOf(redirect: WalletRedirect | undefined): string | undefined {
  return safeDeepLink(redirect?.native) ?? safeWebLink(redirect?.universal);
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
