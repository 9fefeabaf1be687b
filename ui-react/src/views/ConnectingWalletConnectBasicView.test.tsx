/** @jest-environment jsdom */
import { act } from 'react';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import { encode } from 'uqr';
import { MESSAGES, PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from '@portico/core';
import { createTestPortico } from '../../../core/src/__fixtures__/instance';
import { LABELS } from '../ui/labels';
import { QR_ERROR_CORRECTION } from '../walletconnect/qrCodePath';
import {
  expectCopyLinkWrites,
  findLink,
  hrefs,
  linkNamed,
  qrCode,
  qrModules,
  qrShows,
  setPairing,
  stubClipboard,
  wcUri,
} from '../walletconnect/__fixtures__/pairingDriver';
import {
  createScriptedWalletConnect,
  scriptedInstance,
} from '../walletconnect/__fixtures__/scriptedWalletConnect';
import { startCatalog } from './__fixtures__/catalogService';
import {
  allByRole,
  byRole,
  byText,
  click,
  dialog,
  findByRole,
  findByText,
  openModal,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { useNodeHttpFetch } from './__fixtures__/nodeHttpFetch';

useNodeHttpFetch();
const modal = useModalFixture();

/** Six catalogue wallets with desktop and mobile links; the third has none. */
const wallets = Array.from({ length: 6 }, (_, i) => ({
  id: `w${i + 1}`,
  name: `Wallet ${i + 1}`,
  chains: ['eip155:1'],
  ...(i === 2
    ? {}
    : { mobile_link: `wallet${i + 1}://`, desktop_link: `wallet${i + 1}-desktop://` }),
}));

/**
 * The view over a stand-in catalogue and the scripted WalletConnect connector (by default it
 * proposes no pairing: the test sets them).
 */
async function openBasic(
  isMobile = false,
  catalogue = wallets,
  scripted = createScriptedWalletConnect({ proposeOnConnect: false }),
) {
  const service = modal.closeAfter(await startCatalog(catalogue));
  const { portico } = await scriptedInstance(
    { services: { walletCatalog: service.url }, platform: { isMobile } },
    scripted,
  );
  await modal.show(portico, { view: 'ConnectingWalletConnectBasic' });
  return portico;
}

describe('ConnectingWalletConnectBasic view', () => {
  it('is what a desktop opens with no adapters and no address (spec opening rule)', async () => {
    // No adapter can drive the WalletConnect connector: it is not listed, nothing connects.
    const scripted = createScriptedWalletConnect();
    const portico = createTestPortico({ adapters: [], connectors: [scripted.plugin] });
    await modal.render(portico);
    await openModal(portico);
    expect(portico.getState().view).toBe('ConnectingWalletConnectBasic');
    expect(dialog()?.textContent).toContain(LABELS.scanWithPhone);
    expect(await findByText(LABELS.walletConnectUnavailable)).toBeTruthy();
    expect(scripted.connectCalls).toBe(0);
  });

  it('mounting connects once; a decline shows Connection declined without code or links, and "Try again" a new pairing', async () => {
    const scripted = createScriptedWalletConnect();
    await openBasic(false, wallets, scripted);
    await waitFor(() => scripted.proposals[0] && qrShows(scripted.proposals[0]), 'the QR');
    await findLink('Wallet 1');
    expect(scripted.connectCalls).toBe(1);

    await scripted.decline();
    expect(await findByText(MESSAGES.connectionDeclined)).toBeTruthy();
    expect(dialog()?.classList.contains('portico-shake')).toBe(true);
    expect(qrCode()).toBeNull();
    expect(hrefs().some((href) => href.includes('wc?uri='))).toBe(false);
    expect(await violations()).toEqual([]);

    await click(await findByRole('button', LABELS.tryAgain));
    const second = await waitFor(() => scripted.proposals[1], 'a new pairing');
    await waitFor(() => qrShows(second), 'the new QR code');
    expect(linkNamed('Wallet 1')?.getAttribute('href')).toBe(
      `wallet1-desktop://wc?uri=${encodeURIComponent(second)}`,
    );
    expect(scripted.connectCalls).toBe(2);
  });

  it('shows the pairing as a QR code with "Copy link" writing the exact URI (clipboard stubbed: jsdom has none)', async () => {
    const clipboard = stubClipboard();
    try {
      const portico = await openBasic();
      const { uri } = await setPairing(portico);
      const svg = await waitFor(qrCode, 'the QR code');
      expect(svg.getAttribute('aria-label')).toBe(LABELS.qrCode);
      expect(qrModules(svg)).toBe(encode(uri, { ecc: QR_ERROR_CORRECTION, border: 0 }).size);
      await expectCopyLinkWrites(clipboard, uri);
    } finally {
      clipboard.restore();
    }
  });

  it("lists the catalogue's first 4 recommended wallets with links holding the pairing; one without a link is left out", async () => {
    const portico = await openBasic(true);
    const { uri } = await setPairing(portico);
    await findLink('Wallet 1');
    const list = byRole('list', LABELS.popularWallets) as HTMLElement;
    const names = allByRole('listitem', list).map(
      (item) => item.querySelector('.portico-row__name')?.textContent,
    );
    // The catalogue's first 4 are wallets 1-4; wallet 3 has no link.
    expect(names).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 4']);
    expect(linkNamed('Wallet 4')?.getAttribute('href')).toBe(
      `wallet4://wc?uri=${encodeURIComponent(uri)}`,
    );
  });

  it('re-renders into the refreshing state at expiry (no QR code, no links), then shows the replaced pairing', async () => {
    const portico = await openBasic();
    await setPairing(portico);
    await findLink('Wallet 1');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const first = await setPairing(portico, {
        uri: wcUri(),
        expiresAt: Date.now() + PAIRING_VALIDITY_MS,
      });
      act(() => jest.advanceTimersByTime(PAIRING_VALIDITY_MS - PAIRING_EXPIRY_MARGIN_MS - 1));
      expect(qrCode()).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(qrCode()).toBeNull();
      expect(byText(LABELS.refreshingLink)).toBeTruthy();
      expect(hrefs().some((href) => href.includes('wc?uri='))).toBe(false);

      const second = await setPairing(portico, {
        uri: wcUri(),
        expiresAt: Date.now() + PAIRING_VALIDITY_MS,
      });
      expect(qrCode()).not.toBeNull();
      const encoded = encodeURIComponent(second.uri);
      expect(linkNamed('Wallet 1')?.getAttribute('href')).toBe(
        `wallet1-desktop://wc?uri=${encoded}`,
      );
      expect(hrefs().some((href) => href.includes(encodeURIComponent(first.uri)))).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders untrusted catalogue names as text and never an unsafe link', async () => {
    const hostile = '<img src=x onerror="alert(1)">Evil';
    const portico = await openBasic(false, [
      { id: 'evil', name: hostile, chains: ['eip155:1'], desktop_link: 'evil://' },
      { id: 'bad', name: 'Bad', chains: ['eip155:1'], desktop_link: 'javascript:alert(1)' },
    ] as typeof wallets);
    await setPairing(portico);
    expect(await findLink(hostile)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(linkNamed('Bad')).toBeUndefined();
    expect(hrefs().filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
  });

  it('has no axe violations while waiting and with the QR code and wallet links', async () => {
    const portico = await openBasic();
    await findByText(LABELS.preparingLink);
    expect(await violations()).toEqual([]);
    await setPairing(portico);
    await findLink('Wallet 1');
    expect(await violations()).toEqual([]);
  });
});
