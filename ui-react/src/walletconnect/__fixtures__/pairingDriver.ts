/**
 * Test fixture: what the WalletConnect connector does to the state (put a pairing in
 * `state.chains[namespace].pairing`, replace it), and readers of what the views render. The
 * connector's side of a connection (approve, decline) is scriptedWalletConnect.ts.
 */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { PAIRING_VALIDITY_MS, type PairingState, type Portico } from '@portico/core';
import {
  accessibleName,
  click,
  findByRole,
  findByText,
  waitFor,
} from '../../views/__fixtures__/modalDriver';
import { LABELS } from '../../ui/labels';
import { encodeQr, qrPathData } from '../qrCodePath';

let counter = 0;

/** A wc: URI shaped like sign-client's (topic, version, relay, symKey, expiry). */
export function wcUri(): string {
  counter += 1;
  const topic = counter.toString(16).padStart(64, '7');
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}&expiryTimestamp=1705667735`;
}

/** Sets the pairing of `namespace` like a connector would; the pairing set. */
export async function setPairing(
  portico: Portico,
  pairing: PairingState = { uri: wcUri(), expiresAt: Date.now() + PAIRING_VALIDITY_MS },
  namespace = 'toychain',
): Promise<PairingState> {
  await act(async () => {
    writableStore(portico).setState((state) => {
      state.chains[namespace]!.pairing = pairing;
    });
  });
  return pairing;
}

/** The rendered QR code (an <svg role="img">), or null. */
export const qrCode = () => document.querySelector<SVGSVGElement>('svg.portico-qr[role="img"]');

/** Whether the rendered QR code draws exactly `uri` (its path is the one `uri` encodes to). */
export function qrShows(uri: string): boolean {
  const path = qrCode()?.querySelector('path')?.getAttribute('d');
  return path === qrPathData(encodeQr(uri).data);
}

/** The pairing `namespace` holds in the state. */
export function pairingIn(portico: Portico, namespace = 'toychain'): PairingState | undefined {
  return writableStore(portico).getState().chains[namespace]?.pairing;
}

/** The modal header's title text. */
export const headerTitle = () => document.querySelector('.portico-header__title')?.textContent;

/** The module count per side the QR code says it draws (viewBox minus the quiet zones). */
export function qrModules(svg: SVGSVGElement): number {
  const [, , side] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  return side! - 8;
}

/** The <a href> whose accessible name is `name`, or undefined. */
export const linkNamed = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (link) => accessibleName(link) === name,
  );

/** Waits for the link named `name`. */
export const findLink = (name: string) => waitFor(() => linkNamed(name), `link "${name}"`);

/** Every href in the document. */
export const hrefs = () =>
  [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');

/**
 * Stub of navigator.clipboard (jsdom has none): records what is written. Returns the
 * written texts and a restore function.
 */
export function stubClipboard(): { readonly written: string[]; restore(): void } {
  const written: string[] = [];
  const before = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void written.push(text) },
  });
  return {
    written,
    restore() {
      if (before) Object.defineProperty(navigator, 'clipboard', before);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    },
  };
}

/** Clicks "Copy link" and expects exactly `uri` on the (stubbed) clipboard and the success toast. */
export async function expectCopyLinkWrites(
  clipboard: ReturnType<typeof stubClipboard>,
  uri: string,
): Promise<void> {
  await click(await findByRole('button', LABELS.copyLink));
  await waitFor(() => clipboard.written.length > 0, 'the clipboard write');
  expect(clipboard.written).toEqual([uri]);
  expect(await findByText(LABELS.linkCopied)).toBeTruthy();
}
