/** @jest-environment jsdom */
import { walletGuide } from '@portico/feature-wallet-guide';
import { createMemoryStorage } from '@portico/core/testing';
import { LABELS } from '../ui/labels';
import { catalogWallets, startCatalog } from './__fixtures__/catalogService';
import { toyInstance } from './__fixtures__/connectedToy';
import { byRole, click, dialog, findByRole, findByText, waitFor } from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';
import { useNodeHttpFetch } from './__fixtures__/nodeHttpFetch';

useNodeHttpFetch();
const modal = useModalFixture();

describe('Connect view', () => {
  it('is titled "Connect Wallet" and lists the wallet of the page by its name', async () => {
    const { portico: instance } = await modal.instance();
    const element = await modal.show(instance);
    expect(byRole('heading', LABELS.connectWallet, element)).toBeTruthy();
    expect(await findByRole('button', /Toy Wallet/)).toBeTruthy();
  });

  it('an injected or announced wallet is tagged "Installed"', async () => {
    const { portico: instance } = await modal.instance({}, { connectorType: 'ANNOUNCED' });
    await modal.show(instance);
    const row = await findByRole('button', /Toy Wallet/);
    expect(row.textContent).toContain(LABELS.installed);
  });

  it('clicking a wallet opens ConnectingExternal, connects, and core closes the modal', async () => {
    const { portico: instance } = await modal.instance();
    await modal.show(instance);
    await click(await findByRole('button', /Toy Wallet/));
    await waitFor(() => instance.getAccount()?.isConnected, 'the connection');
    expect(instance.getState().open).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('a wallet connected before is listed as "Recent" (from the stored recent wallets)', async () => {
    const backend = createMemoryStorage();
    const first = await toyInstance({ storage: { backend } });
    await first.portico.connect({ connectorId: 'toy-wallet' });
    await first.portico.disconnect();
    first.portico.destroy();

    const { portico: instance } = await modal.instance({ storage: { backend } });
    await modal.show(instance);
    const row = await findByRole('button', /Toy Wallet/);
    expect(row.textContent).toContain(LABELS.recent);
    expect(document.querySelectorAll('.portico-row').length).toBe(1);
  });

  it('"I don\'t have a wallet" opens WhatIsAWallet (the wallet guide plugin\'s view)', async () => {
    const guide = { plugins: [walletGuide], features: { walletGuide: true } };
    const { portico: instance } = await modal.instance(guide);
    await modal.show(instance);
    await click(await findByRole('button', LABELS.noWallet));
    expect(instance.getState().view).toBe('WhatIsAWallet');
  });

  it('without a plugin that provides WhatIsAWallet there is no "I don\'t have a wallet"', async () => {
    const { portico: instance } = await modal.instance();
    await modal.show(instance);
    await findByRole('button', /Toy Wallet/);
    expect(byRole('button', LABELS.noWallet)).toBeUndefined();
  });

  it('without services there is no "All Wallets" row', async () => {
    const { portico: instance } = await modal.instance();
    await modal.show(instance);
    await findByRole('button', /Toy Wallet/);
    expect(byRole('button', LABELS.allWallets)).toBeUndefined();
  });

  it('with the catalogue: recommended wallets after the page\'s wallets, and "All Wallets"', async () => {
    const service = modal.closeAfter(await startCatalog(catalogWallets(10)));
    const { portico: instance } = await modal.instance({
      services: { walletCatalog: service.url },
    });
    await modal.show(instance);
    const all = await findByRole('button', LABELS.allWallets);
    await findByRole('button', /Wallet 1$/);
    // The list said it was loading until the catalogue's rows were in, and no longer does.
    expect(byRole('list', LABELS.connectWallet)?.getAttribute('aria-busy')).toBe('false');
    const names = [...document.querySelectorAll('.portico-row__name')].map((e) => e.textContent);
    expect(names).toEqual([
      'Toy Wallet',
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'Wallet 4',
      LABELS.allWallets,
    ]);
    await click(all);
    expect(instance.getState().view).toBe('AllWallets');
  });

  it('a wallet name is shown as text, never parsed as HTML', async () => {
    const { portico: instance } = await modal.instance({
      customWallets: [{ id: 'evil', name: '<img src=x onerror=alert(1)>' }],
    });
    await modal.show(instance);
    const row = await findByText('<img src=x onerror=alert(1)>');
    expect(row.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
