/** @jest-environment jsdom */
import { act } from 'react';
import type { Portico } from '@portico/core';
import { AccountButton } from '../buttons/AccountButton';
import { ConnectButton } from '../buttons/ConnectButton';
import { NetworkButton } from '../buttons/NetworkButton';
import { usePortico } from '../hooks/usePortico';
import { usePorticoAccount } from '../hooks/usePorticoAccount';
import { LABELS } from '../ui/labels';
import { connectToy } from '../views/__fixtures__/connectedToy';
import { byRole, click, dialog, findByRole, waitFor } from '../views/__fixtures__/modalDriver';
import { useModalFixture } from '../views/__fixtures__/modalFixture';

const modal = useModalFixture();

/** Focuses `opener` and activates it, as Tab then Enter would; resolves once the dialog is up. */
async function openFrom(opener: HTMLElement): Promise<void> {
  opener.focus();
  await click(opener);
  await waitFor(dialog, 'the dialog');
}

async function connectThroughModal(opener: HTMLElement, portico: Portico): Promise<void> {
  await openFrom(opener);
  await click(await findByRole('button', /Toy Wallet/));
  await waitFor(() => !dialog() && portico.getAccount()?.isConnected, 'connected and closed');
  expect(opener.isConnected).toBe(false);
}

/** The app's Portico buttons outside the dialog, by what they say. */
const accountButton = (address: string) =>
  byRole('button', new RegExp(address.slice(0, 6))) as HTMLElement;

describe('focus when the modal closes and its opener is gone', () => {
  it('a connect from "Connect Wallet" leaves focus on the account button that replaced it', async () => {
    const { portico, toy } = await modal.instance();
    await modal.render(
      portico,
      <header>
        <ConnectButton />
      </header>,
    );
    await connectThroughModal(byRole('button', LABELS.connectWallet) as HTMLElement, portico);
    expect(document.activeElement).toBe(accountButton(toy.wallet.address));
  });

  it('a disconnect from the Account view leaves focus on the "Connect Wallet" that replaced the account button', async () => {
    const { portico, toy } = await modal.instance();
    await modal.render(portico, <ConnectButton />);
    await connectToy(portico);
    const opener = accountButton(toy.wallet.address);
    await openFrom(opener);
    await click(await findByRole('button', LABELS.disconnect));
    await waitFor(() => !dialog() && !portico.getAccount()?.isConnected, 'disconnected, closed');
    expect(opener.isConnected).toBe(false);
    expect(document.activeElement).toBe(byRole('button', LABELS.connectWallet));
  });

  it('the replacement is found by its place, not its position, when buttons appear beside it', async () => {
    function Header() {
      const connected = usePorticoAccount()?.isConnected;
      return (
        <header>
          {connected && <NetworkButton />}
          {connected && <button type="button">Settings</button>}
          <ConnectButton />
        </header>
      );
    }
    const { portico, toy } = await modal.instance();
    await modal.render(portico, <Header />);
    await connectThroughModal(byRole('button', LABELS.connectWallet) as HTMLElement, portico);
    expect(document.querySelectorAll('header button')).toHaveLength(3);
    expect(document.activeElement).toBe(accountButton(toy.wallet.address));
  });

  it("an app that swaps its own opener for the AccountButton: focus on the Portico button in the opener's place", async () => {
    function Header() {
      const { open } = usePortico();
      const connected = usePorticoAccount()?.isConnected;
      return (
        <header>
          <a href="#home">Home</a>
          {connected ? (
            <AccountButton />
          ) : (
            <button type="button" onClick={() => void open()}>
              Sign in
            </button>
          )}
          <a href="#help">Help</a>
        </header>
      );
    }
    const { portico, toy } = await modal.instance();
    await modal.render(portico, <Header />);
    await connectThroughModal(byRole('button', 'Sign in') as HTMLElement, portico);
    expect(document.activeElement).toBe(accountButton(toy.wallet.address));
  });

  it('when nothing of Portico stands in its place, focus is not moved to another control', async () => {
    function Header() {
      const { open } = usePortico();
      const connected = usePorticoAccount()?.isConnected;
      return (
        <header>
          {connected ? (
            <span>Welcome</span>
          ) : (
            <button type="button" onClick={() => void open()}>
              Sign in
            </button>
          )}
          <AccountButton />
        </header>
      );
    }
    const { portico } = await modal.instance();
    await modal.render(portico, <Header />);
    await connectThroughModal(byRole('button', 'Sign in') as HTMLElement, portico);
    expect(document.activeElement).toBe(document.body);
  });

  it('an opener still on the page gets focus back (no replacement is looked for)', async () => {
    const { portico } = await modal.instance();
    await modal.render(portico, <ConnectButton />);
    const opener = byRole('button', LABELS.connectWallet) as HTMLElement;
    await openFrom(opener);
    await act(async () => portico.close());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
