/**
 * A transaction's page on its network's block explorer: `${url}/tx/${hash}`, from the
 * network's `blockExplorers.default`. The explorer URL's query string is kept (Solana's
 * explorers pick a cluster with `?cluster=devnet`), its fragment is not. The result passes
 * core's web-link allow-list (https, http only on loopback, no userinfo) or is undefined.
 */
import { MESSAGES } from '../errors/messages';
import type { Network } from '../networks/network';
import type { ToastLink } from '../feedback/toasts';
import { safeWebLink } from '../validators/linkSchemes';

/** The explorer page of `hash` on `network`; undefined without an explorer or a safe URL. */
export function explorerTransactionUrl(
  network: Network | undefined,
  hash: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url;
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`;
  url.hash = '';
  return safeWebLink(url.href);
}

/** The toast link to `href` on `network`'s explorer ('View on Etherscan'). */
export function explorerToastLink(
  network: Network | undefined,
  href: string | undefined,
): ToastLink {
  const name = network?.blockExplorers?.default.name;
  return href && name ? { href, label: MESSAGES.viewOnExplorer(name) } : undefined;
}
