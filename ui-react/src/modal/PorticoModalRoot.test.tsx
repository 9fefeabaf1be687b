/** @jest-environment jsdom */
import { act } from 'react';
import type { FeaturePlugin, Portico } from '@portico/core';
import type { Rendered } from '../__fixtures__/render';
import {
  byRole,
  byText,
  click,
  dialog,
  findByRole,
  findByText,
  openModal,
  press,
  waitFor,
} from '../views/__fixtures__/modalDriver';
import { useModalFixture } from '../views/__fixtures__/modalFixture';
import { LABELS } from '../ui/labels';
import { MESSAGES, TOKENS } from '@portico/core';
import { WALLET_GUIDE_LABELS, walletGuide } from '@portico/feature-wallet-guide';

const modal = useModalFixture();
let portico: Portico;
let rendered: Rendered;
let opener: HTMLButtonElement;

function Page() {
  return (
    <main>
      <button type="button" id="opener">
        Open
      </button>
    </main>
  );
}

async function setup(options = {}) {
  ({ portico } = await modal.instance(options));
  rendered = await modal.render(portico, <Page />);
  opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
}

describe('PorticoModalRoot', () => {
  it('renders nothing while the modal is closed', async () => {
    await setup();
    expect(dialog()).toBeNull();
    expect(document.querySelector('.portico-root')).toBeNull();
  });

  it('opens a labelled modal dialog in a portal on document.body, with the theme on its root', async () => {
    await setup({ themeMode: 'dark', themeVariables: { '--portico-accent': 'rgb(1, 2, 3)' } });
    const element = await openModal(portico);
    expect(element.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(element.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(LABELS.connectWallet);
    expect(rendered.container.contains(element)).toBe(false);
    const root = element.closest<HTMLElement>('.portico-root');
    expect(root?.dataset.porticoTheme).toBe('dark');
    expect(root?.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)');
  });

  it('focuses the first control of the view, and Esc closes and returns focus to the opener', async () => {
    await setup();
    await openModal(portico);
    const first = await findByRole('button', /Toy Wallet/);
    await waitFor(() => document.activeElement === first, 'focus on the first wallet');
    await press('Escape');
    expect(portico.getState().open).toBe(false);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab and Shift+Tab cycle inside the dialog', async () => {
    await setup();
    const element = await openModal(portico);
    const controls = [...element.querySelectorAll<HTMLElement>('button, input')];
    const last = controls[controls.length - 1] as HTMLElement;
    const first = controls[0] as HTMLElement;
    last.focus();
    await press('Tab');
    expect(document.activeElement).toBe(first);
    await press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('focus that leaves the dialog is brought back into it', async () => {
    await setup();
    const element = await openModal(portico);
    await act(async () => opener.focus());
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('a click on the backdrop closes; a click inside the dialog does not', async () => {
    await setup();
    const element = await openModal(portico);
    await act(async () => {
      element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      element.click();
    });
    expect(portico.getState().open).toBe(true);
    const overlay = document.querySelector('.portico-overlay') as HTMLElement;
    await act(async () => {
      overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      overlay.click();
    });
    expect(portico.getState().open).toBe(false);
  });

  it('the close button closes; the back button appears with history and goes back', async () => {
    await setup({ plugins: [walletGuide], features: { walletGuide: true } });
    await openModal(portico);
    expect(byRole('button', LABELS.back)).toBeUndefined();
    await click(await findByRole('button', LABELS.noWallet));
    await findByText(WALLET_GUIDE_LABELS.walletHelpTitle);
    await click(byRole('button', LABELS.back) as HTMLElement);
    expect(portico.getState().view).toBe('Connect');
    await click(byRole('button', LABELS.close) as HTMLElement);
    expect(portico.getState().open).toBe(false);
  });

  it("the browser's Back closes the modal, and closing removes the history entry it added", async () => {
    await setup();
    await openModal(portico);
    expect(window.history.state).toEqual({ porticoModal: expect.any(String) });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(portico.getState().open).toBe(false);

    await openModal(portico);
    const entry = window.history.state;
    await act(async () => portico.close());
    await waitFor(() => window.history.state !== entry, 'the entry to be removed');
    expect(portico.getState().open).toBe(false);
  });

  it('a modal reopened before the browser has removed its history entry stays open', async () => {
    await setup();
    await openModal(portico);
    const removed = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    await act(async () => {
      portico.close();
      await portico.open();
      await removed;
    });
    expect(portico.getState().open).toBe(true);
    expect(window.history.state).toEqual({ porticoModal: expect.any(String) });
    // Its entry is there: the browser's Back still closes it.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(portico.getState().open).toBe(false);
  });

  it('shakes with the portico-shake class while state.modal.shake is set', async () => {
    await setup();
    const element = await openModal(portico);
    expect(element.classList.contains('portico-shake')).toBe(false);
    await act(async () => portico.resolve(TOKENS.modal).shake());
    expect(element.classList.contains('portico-shake')).toBe(true);
  });

  it('a core view that is not built yet shows a neutral message, never a crash', async () => {
    await setup();
    await openModal(portico, { view: 'ConnectingSiwe' });
    expect(await findByText(LABELS.viewUnavailable)).toBeTruthy();
    expect(byRole('button', LABELS.close)).toBeTruthy();
  });

  it('shows the toast in a polite status region and the alert as a closable alert', async () => {
    await setup();
    await openModal(portico);
    await act(async () => {
      portico.resolve(TOKENS.toasts).error(MESSAGES.signatureDeclined);
      portico.resolve(TOKENS.alerts).show({
        variant: 'error',
        title: MESSAGES.sessionExpired,
        message: MESSAGES.sessionExpiredDetail,
      });
    });
    const status = document.querySelector('[role="status"]') as HTMLElement;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain(MESSAGES.signatureDeclined);
    const alert = document.querySelector('.portico-alert[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(MESSAGES.sessionExpired);
    await click(byRole('button', LABELS.dismissAlert, alert) as HTMLElement);
    expect(document.querySelector('.portico-alert')).toBeNull();
  });
});

describe('views of feature plugins', () => {
  function Greeting() {
    return <p>Hello from a plugin</p>;
  }
  const greetingPlugin: FeaturePlugin = {
    id: 'greeting',
    views: ['Greeting', 'Broken', 'Missing'],
    load: async () => ({
      views: {
        Greeting,
        Broken: () => {
          throw new Error('boom');
        },
      },
    }),
  };

  it('a plugin view opens in the modal, with no change to the modal', async () => {
    await setup({ features: { greeting: true }, plugins: [greetingPlugin] });
    await openModal(portico, { view: 'Greeting' });
    expect(await findByText('Hello from a plugin')).toBeTruthy();
    expect(
      document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Greeting');
  });

  it('a view that throws shows "An error occurred" and the modal stays usable', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await setup({ features: { greeting: true }, plugins: [greetingPlugin] });
    await openModal(portico, { view: 'Broken' });
    expect(await findByText(MESSAGES.anErrorOccurred)).toBeTruthy();
    await click(byRole('button', LABELS.close) as HTMLElement);
    expect(portico.getState().open).toBe(false);
    quiet.mockRestore();
  });

  it('a plugin that gives no renderer for its view shows the neutral message', async () => {
    await setup({ features: { greeting: true }, plugins: [greetingPlugin] });
    await openModal(portico, { view: 'Missing' });
    expect(await findByText(LABELS.viewUnavailable)).toBeTruthy();
  });

  it('a switched-off plugin view cannot be opened and its code is never loaded', async () => {
    const load = jest.fn(greetingPlugin.load);
    await setup({ plugins: [{ ...greetingPlugin, load }] });
    await expect(portico.open({ view: 'Greeting' })).rejects.toThrow();
    expect(load).not.toHaveBeenCalled();
    expect(byText('Hello from a plugin')).toBeUndefined();
  });
});
