/** @jest-environment jsdom */
/**
 * The sign-in views in the modal (jsdom), as a visitor uses them: after a connect the modal
 * goes to SIWXSignMessage with no close in between; the app's name and icon, the account;
 * "Sign in" pressed twice asks the wallet once, 'Authenticating...' while it is asked; a
 * refused signature shows 'Signature declined'; required sign-in refuses Escape, Close and the
 * backdrop and Cancel disconnects; otherwise closing keeps the visitor connected; axe finds
 * nothing in light and dark. The wallet is core's toy (real ed25519 signatures); the plugin's
 * actions are a TEST DOUBLE (siwxPluginDouble, named so), the views are the real ones.
 */
import { act } from 'react';
import { MESSAGES, TOKENS, type Portico } from '@portico/core';
import { axeViolationsInJsdom as violations } from '../../../../ui-react/src/views/__fixtures__/axeInJsdom';
import {
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
  press,
  waitFor,
} from '../../../../ui-react/src/views/__fixtures__/modalDriver';
import { useModalFixture } from '../../../../ui-react/src/views/__fixtures__/modalFixture';
import { LABELS as MODAL_LABELS } from '../../../../ui-react/src/ui/labels';
import { SIWX_LABELS as LABELS } from '../labels';
import { unusedSiwxConfig } from '../__fixtures__/unusedSiwxConfig';
import { siwxPluginDouble } from './__fixtures__/siwxPluginDouble';

const modal = useModalFixture();

const METADATA = {
  name: 'Acme Shop',
  description: 'A shop',
  url: 'https://acme.example',
  icons: ['https://acme.example/icon.png'],
};

/** An instance with the double installed, rendered with its modal open on Connect. */
async function connectWithSignIn(options: { required?: boolean } = {}) {
  const { plugin, controls } = siwxPluginDouble(options);
  const { portico, toy } = await modal.instance({
    plugins: [plugin],
    features: { siwx: true },
    // Core switches 'siwx' on only when a sign-in is configured; the plugin here is a double.
    siwx: unusedSiwxConfig(),
    metadata: METADATA,
  });
  await modal.show(portico);
  const openStates: boolean[] = [];
  portico.subscribeState((state) => openStates.push(state.open));
  await act(async () => {
    await portico.connect({ connectorId: 'toy-wallet' });
  });
  await findByRole('button', LABELS.signIn);
  return { portico, toy, controls, openStates };
}

const feature = (portico: Portico) => portico.resolve(TOKENS.features).loaded('siwx')!;
const siwxStatus = (portico: Portico) =>
  (feature(portico).state.getState() as { status: string }).status;

describe('SIWXSignMessage', () => {
  it('follows the connect with no close in between: the app, its icon and the account; Sign in has the focus; axe finds nothing in light and dark', async () => {
    const { portico, toy, openStates } = await connectWithSignIn();
    expect(portico.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' });
    expect(openStates).not.toContain(false);

    expect(dialog()!.querySelector('h2')!.textContent).toBe(LABELS.signMessageTitle);
    expect(await findByText(LABELS.needsToConnect('Acme Shop'))).toBeTruthy();
    const icon = dialog()!.querySelector<HTMLImageElement>(
      'img[src="https://acme.example/icon.png"]',
    );
    expect(icon).toBeTruthy();
    const account = dialog()!.querySelector(`[title="${toy.wallet.address}"]`);
    expect(account!.textContent).toBe(
      `${toy.wallet.address.slice(0, 6)}…${toy.wallet.address.slice(-4)}`,
    );
    await waitFor(
      () => document.activeElement === byRole('button', LABELS.signIn),
      'the focus on Sign in',
    );
    expect(byRole('button', LABELS.cancel)).toBeTruthy();

    expect(await violations()).toEqual([]);
    await act(async () => portico.setThemeMode('dark'));
    expect(dialog()!.closest('[data-portico-theme]')!.getAttribute('data-portico-theme')).toBe(
      'dark',
    );
    expect(await violations()).toEqual([]);
  });

  it("a double click on Sign in asks the wallet once; 'Authenticating...' while it is asked; signed in, the modal closes", async () => {
    const { portico, toy, controls } = await connectWithSignIn();
    const release = controls.hold();
    const button = byRole('button', LABELS.signIn)!;
    const promptsBefore = toy.wallet.prompts;
    await act(async () => {
      button.click();
      button.click();
    });
    expect(await findByText(MESSAGES.authenticating)).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await click(button); // pressed again while the wallet is asked
    expect(document.activeElement).toBe(button); // aria-disabled keeps the focus on it

    await act(async () => release());
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(controls.calls.signIn).toBe(1);
    expect(toy.wallet.prompts - promptsBefore).toBe(1);
    expect(siwxStatus(portico)).toBe('signedIn');
    expect(portico.getAccount()?.isConnected).toBe(true);
  });

  it("a refused signature shows 'Signature declined' and the modal shakes; Sign in then asks again", async () => {
    const { portico, toy } = await connectWithSignIn();
    toy.wallet.refusals = 1;
    await click(byRole('button', LABELS.signIn)!);
    const error = await findByText(MESSAGES.signatureDeclined);
    expect(error.getAttribute('role')).toBe('alert');
    expect(portico.resolve(TOKENS.state).getState().modal.shake).toBe(true);
    expect(portico.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' });
    expect(await violations()).toEqual([]);

    await click(byRole('button', LABELS.signIn)!);
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(siwxStatus(portico)).toBe('signedIn');
  });

  it('required: Escape, Close and the backdrop are refused; Cancel disconnects', async () => {
    const { portico } = await connectWithSignIn({ required: true });
    expect(await findByText(`${LABELS.prove} ${LABELS.cancelDisconnects}`)).toBeTruthy();

    await press('Escape');
    await click(byRole('button', MODAL_LABELS.close)!);
    const overlay = document.querySelector('.portico-overlay')!;
    await act(async () => {
      overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(portico.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' });
    expect(portico.resolve(TOKENS.state).getState().modal.shake).toBe(true);

    await click(byRole('button', LABELS.cancel)!);
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(portico.getAccount()?.isConnected).toBe(false);
  });

  it('not required: Escape closes the modal and the visitor stays connected, signed out', async () => {
    const { portico } = await connectWithSignIn();
    expect(await findByText(`${LABELS.prove} ${LABELS.cancelStaysConnected}`)).toBeTruthy();
    await press('Escape');
    expect(portico.getState().open).toBe(false);
    expect(portico.getAccount()?.isConnected).toBe(true);
    expect(siwxStatus(portico)).not.toBe('signedIn');
  });

  it('not required: Cancel closes the modal and the visitor stays connected', async () => {
    const { portico, controls } = await connectWithSignIn();
    await click(byRole('button', LABELS.cancel)!);
    await waitFor(() => !portico.getState().open, 'the modal to close');
    expect(controls.calls.cancel).toBe(1);
    expect(portico.getAccount()?.isConnected).toBe(true);
    expect(siwxStatus(portico)).toBe('signedOut');
  });
});

describe('with no account connected', () => {
  it('the sign-in view says to connect a wallet first, with nothing to press', async () => {
    const { plugin, controls } = siwxPluginDouble();
    const { portico } = await modal.instance({
      plugins: [plugin],
      siwx: unusedSiwxConfig(),
      metadata: METADATA,
    });
    await modal.show(portico, { view: 'SIWXSignMessage' });
    expect(await findByText(LABELS.notConnected)).toBeTruthy();
    expect(byRole('button', LABELS.signIn)).toBeUndefined();
    expect(controls.calls.signIn).toBe(0);
    expect(await violations()).toEqual([]);
  });
});

describe('ConnectingSiwe', () => {
  it("shows the same texts with the wallet's icon ringed while it is asked; axe finds nothing in light and dark", async () => {
    const { portico, controls } = await connectWithSignIn();
    await act(async () => portico.resolve(TOKENS.router).reset('ConnectingSiwe'));
    await findByRole('button', LABELS.signIn);
    expect(dialog()!.querySelector('h2')!.textContent).toBe(LABELS.connectingTitle);
    expect(await findByText(LABELS.needsToConnect('Acme Shop'))).toBeTruthy();
    expect(dialog()!.querySelector('.portico-connecting__logo')).toBeTruthy();

    const release = controls.hold();
    await click(byRole('button', LABELS.signIn)!);
    expect(await findByText(MESSAGES.authenticating)).toBeTruthy();
    expect(dialog()!.querySelector('.portico-connecting__ring')).toBeTruthy();
    expect(await violations()).toEqual([]);
    await act(async () => portico.setThemeMode('dark'));
    expect(await violations()).toEqual([]);
    await act(async () => release());
    await waitFor(() => !portico.getState().open, 'the modal to close');
  });
});
