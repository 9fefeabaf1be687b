/** @jest-environment jsdom */
import { act } from 'react';
import { renderWithPortico, toyPortico } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { ConnectButton } from './ConnectButton';

const buttonsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].filter((button) =>
    button.classList.contains('portico-button'),
  );

describe('ConnectButton', () => {
  it('says Connect Wallet while disconnected, named by its text, and opens the modal', async () => {
    const { portico } = await toyPortico();
    const opened: string[] = [];
    portico.subscribeState(({ open, view }) => open && opened.push(view));
    const { container, unmount } = await renderWithPortico(<ConnectButton />, portico);
    const [button] = buttonsOf(container);
    expect(button?.textContent).toBe('Connect Wallet');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.hasAttribute('aria-label')).toBe(false);
    expect(button?.className).toBe('portico-button portico-button--connect portico-button--md');
    expect(button?.getAttribute('data-portico-theme')).toBe('light');
    expect(button?.hasAttribute('aria-busy')).toBe(false);

    await act(async () => button!.click());
    expect(opened).toEqual(['Connect']);
    await unmount();
    portico.destroy();
  });

  it('uses a given label and size', async () => {
    const { portico } = await toyPortico();
    const { container, unmount } = await renderWithPortico(
      <ConnectButton label="Sign in with a wallet" size="sm" />,
      portico,
    );
    const [button] = buttonsOf(container);
    expect(button?.textContent).toBe('Sign in with a wallet');
    expect(button?.classList.contains('portico-button--sm')).toBe(true);
    await unmount();
    portico.destroy();
  });

  it('says Connecting... (aria-busy) during a real connect, then shows the account', async () => {
    const { portico, toy } = await toyPortico();
    const { container, unmount } = await renderWithPortico(<ConnectButton />, portico);
    let connecting: Promise<unknown> | undefined;
    act(() => {
      connecting = portico.connect({ connectorId: 'toy-wallet' });
    });
    const [busy] = buttonsOf(container);
    expect(busy?.textContent).toBe(LABELS.connecting);
    expect(busy?.getAttribute('aria-busy')).toBe('true');

    await act(() => connecting!);
    const [account] = buttonsOf(container);
    expect(account?.classList.contains('portico-button--account')).toBe(true);
    expect(account?.textContent).toContain(toy.wallet.address.slice(0, 6));
    expect(account?.hasAttribute('aria-busy')).toBe(false);

    await act(() => portico.disconnect());
    expect(buttonsOf(container)[0]?.textContent).toBe('Connect Wallet');
    await unmount();
    portico.destroy();
  });

  it('goes back to Connect Wallet when the wallet refuses', async () => {
    const { portico, toy } = await toyPortico();
    const { container, unmount } = await renderWithPortico(<ConnectButton />, portico);
    toy.wallet.failNextConnect = new Error('user rejected');
    await act(() => expect(portico.connect({ connectorId: 'toy-wallet' })).rejects.toThrow());
    expect(buttonsOf(container)[0]?.textContent).toBe('Connect Wallet');
    await unmount();
    portico.destroy();
  });

  it('keeps focus when it changes between Connect Wallet and the account button', async () => {
    const { portico, toy } = await toyPortico();
    const { container, unmount } = await renderWithPortico(<ConnectButton />, portico);
    buttonsOf(container)[0]?.focus();
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const [account] = buttonsOf(container);
    expect(account?.textContent).toContain(toy.wallet.address.slice(0, 6));
    expect(document.activeElement).toBe(account);

    await act(() => portico.disconnect());
    const [connect] = buttonsOf(container);
    expect(connect?.textContent).toBe('Connect Wallet');
    expect(document.activeElement).toBe(connect);
    await unmount();
    portico.destroy();
  });

  it('never takes focus from another control when it changes', async () => {
    const { portico } = await toyPortico();
    const { container, unmount } = await renderWithPortico(
      <>
        <ConnectButton />
        <input aria-label="Search" />
      </>,
      portico,
    );
    const search = container.querySelector('input') as HTMLInputElement;
    search.focus();
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(buttonsOf(container)[0]?.classList.contains('portico-button--account')).toBe(true);
    expect(document.activeElement).toBe(search);
    await unmount();
    portico.destroy();
  });

  it('carries the theme mode and variables itself (no style attribute in the markup)', async () => {
    const { portico } = await toyPortico({
      themeVariables: { '--portico-accent': 'rgb(1, 2, 3)' },
    });
    const { container, unmount } = await renderWithPortico(<ConnectButton />, portico);
    const [button] = buttonsOf(container);
    expect(button?.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)');

    await act(async () => portico.setThemeMode('dark'));
    await act(async () => portico.setThemeVariables({ '--portico-border-radius': '2px' }));
    expect(button?.getAttribute('data-portico-theme')).toBe('dark');
    expect(button?.style.getPropertyValue('--portico-border-radius')).toBe('2px');
    expect(button?.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)');
    await unmount();
    portico.destroy();
  });
});
