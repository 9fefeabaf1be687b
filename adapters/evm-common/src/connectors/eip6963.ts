/**
 * EIP-6963 wallet discovery: ask with `eip6963:requestProvider`, listen to
 * `eip6963:announceProvider`. Every announcement is untrusted input: it is kept only with a
 * uuid, a printable name, a reverse-DNS rdns and a provider that has `request`; an icon that is
 * not a data URI of an image type is dropped (the wallet is kept without it).
 */
import { safeWalletIcon, sanitizeWalletName, type Unsubscribe } from '@portico/core';
import type { Eip1193Provider } from '../eip1193';

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

/** An announced wallet after validation. */
export interface AnnouncedWallet {
  readonly uuid: string;
  /** Sanitised: see sanitizeWalletName. */
  readonly name: string;
  /** Lower case, e.g. `io.metamask`. */
  readonly rdns: string;
  /** A data URI of an image type, when the wallet gave a valid one. */
  readonly icon?: string;
  readonly provider: Eip1193Provider;
}

/** A domain name in reverse order: two or more labels of letters, digits and hyphens. */
const REVERSE_DNS = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/;
const MAX_RDNS_LENGTH = 253;

function readAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null) return undefined;
  if (typeof provider !== 'object' || provider === null) return undefined;
  if (typeof (provider as { request?: unknown }).request !== 'function') return undefined;
  const { uuid, name, rdns, icon } = info as Record<string, unknown>;
  if (typeof uuid !== 'string' || uuid.trim() === '') return undefined;
  const safeName = sanitizeWalletName(name);
  if (safeName === undefined || typeof rdns !== 'string') return undefined;
  const safeRdns = rdns.trim().toLowerCase();
  if (safeRdns.length > MAX_RDNS_LENGTH || !REVERSE_DNS.test(safeRdns)) return undefined;
  const safeIcon = safeWalletIcon(icon);
  return Object.freeze({
    uuid: uuid.trim(),
    name: safeName,
    rdns: safeRdns,
    ...(safeIcon !== undefined && { icon: safeIcon }),
    provider: provider as Eip1193Provider,
  });
}

/**
 * Validates an `eip6963:announceProvider` detail; undefined when it is not a usable wallet.
 * Never throws, whatever the detail (getters that throw included).
 */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  try {
    return readAnnouncement(detail);
  } catch {
    return undefined;
  }
}

/**
 * Listens for announcements on `target` (the window), then asks every wallet to announce
 * itself. `onWallet` receives each valid announcement, duplicates included. Returns the
 * function that stops listening.
 */
export function listenForAnnouncements(
  target: EventTarget,
  onWallet: (wallet: AnnouncedWallet) => void,
): Unsubscribe {
  const onAnnounce = (event: Event) => {
    const wallet = parseAnnouncement((event as { detail?: unknown }).detail);
    if (wallet) onWallet(wallet);
  };
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
  target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
  return () => target.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
}
