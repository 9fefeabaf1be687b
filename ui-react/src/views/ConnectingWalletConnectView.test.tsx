/** @jest-environment jsdom */
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import { encode } from 'uqr';
import {
  MESSAGES,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_VALIDITY_MS,
  TOKENS,
  type Portico,
  type WalletEntry,
} from '@portico/core';
import { AccountButton } from '../buttons/AccountButton';
import { shortAddress } from '../buttons/shortAddress';
import { PorticoProvider } from '../context/PorticoProvider';
import { LABELS } from '../ui/labels';
import { QR_ERROR_CORRECTION } from '../walletconnect/qrCodePath';
import { defineNetwork } from '@portico/core/networks';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import {
  expectCopyLinkWrites,
  findLink,
  headerTitle,
  hrefs,
  linkNamed,
  pairingIn,
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
  type ScriptedWalletConnect,
} from '../walletconnect/__fixtures__/scriptedWalletConnect';
import { startCatalog } from './__fixtures__/catalogService';
import {
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

const metaMask = {
  id: 'w-metamask',
  name: 'MetaMask',
  image_id: 'img-mm',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: 'metamask-desktop://',
  webapp_link: 'https://web.metamask.example',
};

/**
 * The view for `walletId` (from a stand-in catalogue holding MetaMask), on `isMobile`, over
 * the scripted connector (by default it proposes no pairing: the test sets them).
 */
async function showFor(
  walletId: string | undefined,
  isMobile = false,
  custom?: WalletEntry[],
  scripted = createScriptedWalletConnect({ proposeOnConnect: false }),
) {
  const service = modal.closeAfter(await startCatalog([metaMask]));
  const { portico } = await scriptedInstance(
    {
      services: { walletCatalog: service.url },
      platform: { isMobile },
      customWallets: custom,
    },
    scripted,
  );
  await modal.show(
    portico,
    { view: 'ConnectingWalletConnect', data: walletId ? { walletId } : undefined },
    <AccountButton balance="hide" />,
  );
  return portico;
}

/** The view over a scripted connector that proposes a pairing on connect. */
async function connecting(walletId?: string): Promise<{
  portico: Portico;
  scripted: ScriptedWalletConnect;
}> {
  const scripted = createScriptedWalletConnect();
  const portico = await showFor(walletId, false, undefined, scripted);
  await waitFor(() => scripted.proposals.length > 0 && qrShows(scripted.proposals[0]!), 'the QR');
  return { portico, scripted };
}

const accountButton = () => document.querySelector('.portico-button--account');

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
    const { portico } = await scriptedInstance(
      { networks: [...toyNetworks, other] },
      createScriptedWalletConnect({ proposeOnConnect: false }),
    );
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
  it('says WalletConnect is not set up instead of waiting for a pairing that never comes, and connects nothing', async () => {
    const { portico } = await modal.instance();
    const connect = jest.spyOn(portico, 'connect');
    await modal.show(portico, { view: 'ConnectingWalletConnect' });
    expect(await findByText(LABELS.walletConnectUnavailable)).toBeTruthy();
    expect(byText(LABELS.preparingLink)).toBeUndefined();
    expect(connect).not.toHaveBeenCalled();
    expect(byRole('button', LABELS.tryAgain)).toBeUndefined();
  });
});

describe('ConnectingWalletConnect starts and retries the pairing (scripted stand-in connector)', () => {
  it('mounting connects once through the WalletConnect connector, and its pairing shows as the QR code', async () => {
    const { portico, scripted } = await connecting();
    expect(scripted.connectCalls).toBe(1);
    expect(scripted.proposals).toHaveLength(1);
    expect(pairingIn(portico)?.uri).toBe(scripted.proposals[0]);
    expect(portico.getAccount()?.status).toBe('connecting');
    expect(byRole('button', LABELS.copyLink)).toBeTruthy();
  });

  it('under StrictMode (effects run twice) mounting still connects once', async () => {
    const scripted = createScriptedWalletConnect();
    const { portico } = await scriptedInstance({}, scripted);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      await act(async () =>
        root.render(
          <StrictMode>
            <PorticoProvider portico={portico} />
          </StrictMode>,
        ),
      );
      await openModal(portico, { view: 'ConnectingWalletConnect' });
      await waitFor(() => scripted.proposals.length > 0 && qrShows(scripted.proposals[0]!), 'QR');
      expect(scripted.connectCalls).toBe(1);
      expect(scripted.proposals).toHaveLength(1);
    } finally {
      await act(async () => root.unmount());
      portico.destroy();
    }
  });

  it('the wallet approves: the pairing is cleared, the modal closes and the account shows', async () => {
    const { portico, scripted } = await connecting();
    expect(accountButton()).toBeNull();
    await scripted.approve();
    await waitFor(() => !dialog(), 'the modal to close');
    expect(portico.getState().open).toBe(false);
    expect(portico.getAccount()?.address).toBe(scripted.wallet.address);
    expect(pairingIn(portico)).toBeUndefined();
    const button = await waitFor(accountButton, 'the account button');
    expect(button.textContent).toContain(shortAddress(scripted.wallet.address));
  });

  it('the wallet declines: Connection declined, a shake, no QR code; "Try again" shows a new pairing that can be approved', async () => {
    const { portico, scripted } = await connecting();
    const first = scripted.proposals[0]!;
    await scripted.decline();

    expect(await findByText(MESSAGES.connectionDeclined)).toBeTruthy();
    expect(await findByText(MESSAGES.signatureDeclined)).toBeTruthy(); // the error toast
    expect(dialog()?.classList.contains('portico-shake')).toBe(true);
    expect(qrCode()).toBeNull();
    expect(byRole('button', LABELS.copyLink)).toBeUndefined();
    expect(portico.getAccount()?.status).toBe('disconnected');

    await click(await findByRole('button', LABELS.tryAgain));
    expect(scripted.connectCalls).toBe(2);
    const second = await waitFor(() => scripted.proposals[1], 'a new pairing');
    expect(second).not.toBe(first);
    await waitFor(() => qrShows(second), 'the new QR code');
    expect(byText(MESSAGES.connectionDeclined)).toBeUndefined();
    expect(byRole('button', LABELS.tryAgain)).toBeUndefined();

    await scripted.approve();
    await waitFor(() => portico.getAccount()?.isConnected, 'the connection');
    await waitFor(() => !dialog(), 'the modal to close');
  });

  it('closing the modal while pairing cancels it quietly: no error, no toast, and reopening pairs anew', async () => {
    const errors = jest.spyOn(console, 'error');
    try {
      const { portico, scripted } = await connecting();
      // Closing leaves the modal's history entry (browser Back support): reopen after that.
      const historyLeft = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      await click(await findByRole('button', LABELS.close));
      await waitFor(() => !dialog(), 'the modal to close');
      await act(() => historyLeft);
      // The connector rejected the pending connect with 4001 when the modal closed.
      expect(scripted.pending).toBe(false);
      expect(pairingIn(portico)).toBeUndefined();
      const store = portico.resolve(TOKENS.state);
      expect(store.getState().toast.open).toBe(false);
      expect(store.getState().modal.shake).toBe(false);

      await openModal(portico, { view: 'ConnectingWalletConnect' });
      await waitFor(() => scripted.proposals[1] && qrShows(scripted.proposals[1]), 'a new QR');
      expect(scripted.connectCalls).toBe(2);
      expect(byText(MESSAGES.connectionDeclined)).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('a decline after the view is gone (Back to Connect) is ignored: no shake, no toast', async () => {
    const scripted = createScriptedWalletConnect();
    const { portico } = await scriptedInstance({}, scripted);
    await modal.show(portico, { view: 'Connect' });
    await act(async () => portico.resolve(TOKENS.modal).router.push('ConnectingWalletConnect'));
    await waitFor(() => scripted.proposals[0] && qrShows(scripted.proposals[0]), 'the QR');
    await click(await findByRole('button', LABELS.back));
    await waitFor(() => headerTitle() === LABELS.connectWallet, 'the Connect view');

    await scripted.decline();
    const store = portico.resolve(TOKENS.state);
    expect(store.getState().modal.shake).toBe(false);
    expect(store.getState().toast.open).toBe(false);
    expect(byText(MESSAGES.connectionDeclined)).toBeUndefined();
    expect(portico.getState().view).toBe('Connect');
  });

  it("titles the modal with the catalogue wallet's name, else WalletConnect", async () => {
    await showFor(metaMask.id);
    expect(await waitFor(() => headerTitle() === 'MetaMask', 'the title')).toBe(true);
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(
      document.querySelector('.portico-header__title')?.id,
    );
    await modal.cleanup();

    await showFor(undefined);
    await findByText(LABELS.preparingLink);
    expect(headerTitle()).toBe(LABELS.walletConnect);
  });

  it("the wallet's name titles only its view: Back shows the previous view's title again", async () => {
    const { portico } = await scriptedInstance(
      { customWallets: [{ id: 'custom', name: 'Custom Wallet' }] },
      createScriptedWalletConnect({ proposeOnConnect: false }),
    );
    await modal.show(portico, { view: 'Connect' });
    expect(headerTitle()).toBe(LABELS.connectWallet);
    await act(async () =>
      portico.resolve(TOKENS.modal).router.push('ConnectingWalletConnect', { walletId: 'custom' }),
    );
    await waitFor(() => headerTitle() === 'Custom Wallet', 'the wallet title');
    await click(await findByRole('button', LABELS.back));
    await waitFor(() => headerTitle() === LABELS.connectWallet, 'the Connect title');
    expect(portico.getState().view).toBe('Connect');
  });

  it('has no axe violations in the declined state', async () => {
    const { scripted } = await connecting(metaMask.id);
    await scripted.decline();
    await findByRole('button', LABELS.tryAgain);
    expect(await violations()).toEqual([]);
  });
});
