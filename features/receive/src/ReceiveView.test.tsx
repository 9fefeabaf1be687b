/** @jest-environment jsdom */
import type { FeaturePlugin, Features } from '@portico/core';
import { defineNetwork } from '../../../core/src/networks/network';
import { toyNetworks, otherNetwork } from '../../../core/src/__fixtures__/toyChain';
import { LABELS as MODAL_LABELS } from '../../../ui-react/src/ui/labels';
import { axeViolationsInJsdom as violations } from '../../../ui-react/src/views/__fixtures__/axeInJsdom';
import { connectToy } from '../../../ui-react/src/views/__fixtures__/connectedToy';
import {
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  waitFor,
} from '../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../ui-react/src/views/__fixtures__/modalFixture';
import { focusablesIn } from '../../../ui-react/src/modal/focusables';
import { encodeQr, qrPathData } from '../../../ui-react/src/walletconnect/qrCodePath';
import { stubClipboard } from '../../../ui-react/src/walletconnect/__fixtures__/pairingDriver';
import { receive } from './index';
import { RECEIVE_LABELS as LABELS } from './labels';

const modal = useModalFixture();

/** A connected toychain instance with `plugins`, on the account screen. */
async function showAccount(
  plugins: FeaturePlugin[] = [receive],
  features: Partial<Features> = {},
  networks: Parameters<typeof modal.instance>[0] = {},
) {
  const made = await modal.instance({ plugins, features, ...networks });
  await connectToy(made.portico);
  await modal.show(made.portico);
  await findByRole('tab', MODAL_LABELS.tokens);
  return made;
}

/** The account screen's feature button texts, in order (none without the group). */
function entryLabels() {
  const group = byRole('group', MODAL_LABELS.accountFeatures);
  return group ? allByRole('button', group).map((button) => button.textContent) : [];
}

/** Opens Receive from the account screen's entry, found by its accessible name. */
async function openReceive() {
  await click(await findByRole('button', LABELS.entry));
  return findByRole('img', LABELS.qrCode);
}

describe('Receive feature plugin', () => {
  it('the account screen shows "Receive" when installed (on by default)', async () => {
    await showAccount();
    expect(entryLabels()).toEqual([LABELS.entry]);
  });

  it('no "Receive" entry without the plugin, or with features.receive false', async () => {
    await showAccount([]);
    expect(entryLabels()).toEqual([]);
    await modal.cleanup();
    await showAccount([receive], { receive: false });
    expect(entryLabels()).toEqual([]);
    expect(byRole('button', LABELS.entry)).toBeUndefined();
  });

  it('shows the full address as text and a QR code of exactly that address', async () => {
    const { toy, portico } = await showAccount();
    const qr = await openReceive();
    expect(portico.getState().view).toBe('Receive');
    const address = toy.wallet.address;
    expect(await findByText(address)).toBeTruthy();
    // No QR decoder here: the code drawn is the one the pairing code's encoder makes of the address.
    const expected = encodeQr(address);
    expect(qr.getAttribute('data-modules')).toBe(String(expected.size));
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPathData(expected.data));
  });

  it('the dialog is titled "Receive"', async () => {
    await showAccount();
    await openReceive();
    const dialog = document.querySelector('[role="dialog"]');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(LABELS.receive);
  });

  it('"Copy address" puts the address on the clipboard and announces "Address copied"', async () => {
    const clipboard = stubClipboard(); // jsdom has no clipboard: a recording stand-in
    try {
      const { toy } = await showAccount();
      await openReceive();
      await click(await findByRole('button', LABELS.copyAddress));
      await waitFor(() => clipboard.written.length > 0, 'the clipboard write');
      expect(clipboard.written).toEqual([toy.wallet.address]);
      const toast = await findByText(LABELS.copied);
      // The modal's toast region is a polite live region: screen readers read it out.
      expect(toast.closest('[role="status"][aria-live="polite"]')).toBeTruthy();
    } finally {
      clipboard.restore();
    }
  });

  it("lists the active namespace's networks (names as text, icons or a letter tile), not the others", async () => {
    const hostile = defineNetwork({
      ...toyNetworks[1],
      caipNetworkId: undefined,
      name: '<img src=x onerror=alert(1)>',
    });
    const withIcon = defineNetwork({
      ...toyNetworks[0],
      caipNetworkId: undefined,
      assets: { imageUrl: 'https://example.org/toy.png' },
    });
    await showAccount([receive], {}, { networks: [withIcon, hostile, otherNetwork] });
    await openReceive();
    const list = await findByRole('list', LABELS.networksHeading);
    const items = allByRole('listitem', list);
    expect(items.map((item) => item.querySelector('span.portico-text')?.textContent)).toEqual([
      'Toychain',
      '<img src=x onerror=alert(1)>',
    ]);
    // core refuses an icon URL outside http:, https: and data: when the instance is created
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://example.org/toy.png',
    ]);
    expect(list.textContent).not.toContain(otherNetwork.name);
  });

  it('works by keyboard: the entry is in the tab order, and the view opens with focus on "Copy address"', async () => {
    await showAccount();
    const entry = await findByRole('button', LABELS.entry);
    expect(focusablesIn(dialog()!)).toContain(entry);
    await click(entry); // a native <button>: Enter and Space activate it
    const copy = await findByRole('button', LABELS.copyAddress);
    // The modal focuses a view's first control once it is on screen: the QR code and the
    // address are not controls, so "Copy address" has the focus, within the dialog's Tab cycle.
    await waitFor(() => document.activeElement === copy, 'focus on Copy address');
    expect(focusablesIn(dialog()!)).toContain(copy);
  });

  it('loads its code only when Receive is first opened', async () => {
    const load = jest.fn(receive.load);
    const lazy: FeaturePlugin = { ...receive, load };
    await showAccount([lazy]);
    expect(byRole('button', LABELS.entry)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await openReceive();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a connected account it says so, and shows no QR code', async () => {
    const { portico } = await modal.instance({ plugins: [receive] });
    await modal.show(portico, { view: 'Receive' });
    expect(await findByText(LABELS.notConnected)).toBeTruthy();
    expect(byRole('img', LABELS.qrCode)).toBeUndefined();
  });

  it('the Receive view has no axe violations', async () => {
    await showAccount();
    await openReceive();
    expect(await violations()).toEqual([]);
  });
});
