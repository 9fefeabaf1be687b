/** @jest-environment jsdom */
import { act } from 'react';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import { encode } from 'uqr';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS, type WalletEntry } from '@portico/core';
import { LABELS } from '../ui/labels';
import { QR_ERROR_CORRECTION } from '../walletconnect/qrCodePath';
import { defineNetwork } from '@portico/core/networks';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import {
  announceWalletConnect,
  expectCopyLinkWrites,
  findLink,
  hrefs,
  linkNamed,
  qrCode,
  qrModules,
  setPairing,
  stubClipboard,
  wcUri,
} from '../walletconnect/__fixtures__/pairingDriver';
import { startCatalog } from './__fixtures__/catalogService';
import { byRole, byText, findByText, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { useNodeHttpFetch } from './__fixtures__/nodeHttpFetch';

useNodeHttpFetch();
const modal = useModalFixture();

const metaMask = {
  id: 'w-metamask',
  name: 'MetaMask',
  image_id: 'img-mm',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: 'metamask-desktop://',
  webapp_link: 'https://web.metamask.example',
};

/** The view for `walletId` (from a stand-in catalogue holding MetaMask), on `isMobile`. */
async function showFor(walletId: string | undefined, isMobile = false, custom?: WalletEntry[]) {
  const service = modal.closeAfter(await startCatalog([metaMask]));
  const { portico } = await modal.instance({
    services: { walletCatalog: service.url },
    platform: { isMobile },
    customWallets: custom,
  });
  await announceWalletConnect(portico);
  await modal.show(portico, {
    view: 'ConnectingWalletConnect',
    data: walletId ? { walletId } : undefined,
  });
  return portico;
}

describe('ConnectingWalletConnect view', () => {
  it("waits for the connector's pairing, then shows it as a labelled QR code of uqr's matrix", async () => {
    const portico = await showFor(undefined);
    expect(await findByText(LABELS.preparingLink)).toBeTruthy();
    expect(qrCode()).toBeNull();

    const { uri } = await setPairing(portico);
    const svg = await waitFor(qrCode, 'the QR code');
    expect(svg.getAttribute('aria-label')).toBe(LABELS.qrCode);
    expect(qrModules(svg)).toBe(encode(uri, { ecc: QR_ERROR_CORRECTION, border: 0 }).size);
    expect(svg.querySelectorAll('path')).toHaveLength(1);
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(byText(LABELS.preparingLink)).toBeUndefined();
  });

  it("reads another namespace's pairing when the active one has none", async () => {
    const other = defineNetwork({
      id: 'other-1',
      chainNamespace: 'other',
      name: 'Other chain',
      nativeCurrency: { name: 'Other', symbol: 'OTH', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/other-1'] } },
    });
    const { portico } = await modal.instance({ networks: [...toyNetworks, other] });
    await announceWalletConnect(portico);
    await modal.show(portico, { view: 'ConnectingWalletConnect' });
    await findByText(LABELS.preparingLink);
    await setPairing(portico, undefined, 'other');
    expect(await waitFor(qrCode, 'the QR code')).toBeTruthy();
  });

  it('"Copy link" writes the exact pairing URI and shows the success toast (clipboard stubbed: jsdom has none)', async () => {
    const clipboard = stubClipboard();
    try {
      const portico = await showFor(undefined);
      const { uri } = await setPairing(portico);
      await expectCopyLinkWrites(clipboard, uri);
    } finally {
      clipboard.restore();
    }
  });

  it('re-renders into the refreshing state 10 s before expiry, and shows the replaced pairing as a new QR code', async () => {
    const portico = await showFor(undefined);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const first = await setPairing(portico);
      const firstPath = qrCode()?.querySelector('path')?.getAttribute('d');
      expect(firstPath).toBeTruthy();

      act(() => jest.advanceTimersByTime(PAIRING_VALIDITY_MS - PAIRING_EXPIRY_MARGIN_MS - 1));
      expect(qrCode()).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(qrCode()).toBeNull();
      expect(byText(LABELS.refreshingLink)).toBeTruthy();
      expect(byRole('button', LABELS.copyLink)).toBeUndefined();

      // The connector replaces the expired pairing.
      const second = await setPairing(portico, {
        uri: wcUri(),
        expiresAt: Date.now() + PAIRING_VALIDITY_MS,
      });
      expect(second.uri).not.toBe(first.uri);
      const svg = qrCode();
      expect(svg).not.toBeNull();
      expect(svg?.querySelector('path')?.getAttribute('d')).not.toBe(firstPath);
      expect(qrModules(svg!)).toBe(
        encode(second.uri, { ecc: QR_ERROR_CORRECTION, border: 0 }).size,
      );
      expect(byText(LABELS.refreshingLink)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a pairing already within 10 s of expiry is shown as refreshing, never as a QR code', async () => {
    const portico = await showFor(undefined);
    await setPairing(portico, { uri: wcUri(), expiresAt: Date.now() + PAIRING_EXPIRY_MARGIN_MS });
    expect(await findByText(LABELS.refreshingLink)).toBeTruthy();
    expect(qrCode()).toBeNull();
  });

  it("on a computer, a catalogue wallet's QR code comes with its desktop and web app links", async () => {
    const portico = await showFor(metaMask.id);
    const { uri } = await setPairing(portico);
    const desktop = await findLink(LABELS.openWalletDesktop('MetaMask'));
    const encoded = encodeURIComponent(uri);
    expect(desktop.getAttribute('href')).toBe(`metamask-desktop://wc?uri=${encoded}`);
    const web = linkNamed(LABELS.openWalletWeb('MetaMask'));
    expect(web?.getAttribute('href')).toBe(`https://web.metamask.example/wc?uri=${encoded}`);
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(byText(LABELS.scanWithWallet('MetaMask'))).toBeTruthy();
    expect(qrCode()).not.toBeNull();
  });

  it('on a phone, "Open {wallet}" opens the mobile link with the URI encoded once, and no QR code', async () => {
    const portico = await showFor(metaMask.id, true);
    const { uri } = await setPairing(portico);
    const open = await findLink(LABELS.openWallet('MetaMask'));
    const href = open.getAttribute('href') ?? '';
    expect(href).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`);
    expect(decodeURIComponent(href.slice('metamask://wc?uri='.length))).toBe(uri);
    expect(qrCode()).toBeNull();
    expect(byRole('button', LABELS.copyLink)).toBeTruthy();
  });

  it('an untrusted wallet name renders as text, and its javascript: and data: links are not rendered', async () => {
    const hostile = '<img src=x onerror="alert(1)">Evil';
    const portico = await showFor('evil', true, [
      {
        id: 'evil',
        name: hostile,
        mobile_link: 'javascript:alert(1)',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'javascript://%0aalert(1)',
      },
    ]);
    await setPairing(portico);
    expect(await findByText(LABELS.continueIn(hostile))).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(hrefs().filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
    expect(document.querySelectorAll('.portico-wc__links a')).toHaveLength(0);
    // No safe link to open: the QR code and "Copy link" remain.
    expect(qrCode()).not.toBeNull();
  });

  it('has no axe violations while waiting, with a QR code and links, and while refreshing', async () => {
    const portico = await showFor(metaMask.id);
    expect(await violations()).toEqual([]);
    await setPairing(portico);
    await findLink(LABELS.openWalletDesktop('MetaMask'));
    expect(await violations()).toEqual([]);
    await setPairing(portico, { uri: wcUri(), expiresAt: Date.now() });
    await findByText(LABELS.refreshingLink);
    expect(await violations()).toEqual([]);
  });
});

describe('ConnectingWalletConnect without a WalletConnect connector', () => {
  it('says WalletConnect is not set up instead of waiting for a pairing that never comes', async () => {
    const { portico } = await modal.instance();
    await modal.show(portico, { view: 'ConnectingWalletConnect' });
    expect(await findByText(LABELS.walletConnectUnavailable)).toBeTruthy();
    expect(byText(LABELS.preparingLink)).toBeUndefined();
  });
});
