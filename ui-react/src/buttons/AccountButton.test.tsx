/** @jest-environment jsdom */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { renderWithPortico, settle, toyPortico } from '../__fixtures__/render';
import { AccountButton } from './AccountButton';
import { shortAddress } from './shortAddress';

async function connectedButton(ui = <AccountButton />) {
  const { portico, toy } = await toyPortico();
  const store = writableStore(portico);
  const rendered = await renderWithPortico(ui, portico);
  await act(() => portico.connect({ connectorId: 'toy-wallet' }));
  await settle();
  const setAccount = (fields: Record<string, string | undefined>) =>
    act(async () =>
      store.setState((state) => {
        Object.assign(state.chains.toychain!.account, fields);
      }),
    );
  const button = () => rendered.container.querySelector('button');
  return { portico, toy, store, setAccount, button, ...rendered };
}

describe('AccountButton', () => {
  it('renders nothing while disconnected', async () => {
    const { portico } = await toyPortico();
    const { container, unmount } = await renderWithPortico(<AccountButton />, portico);
    expect(container.querySelector('.portico-button--account')).toBeNull();
    await unmount();
    portico.destroy();
  });

  it('shows the balance and the short address, named by that text', async () => {
    const { portico, toy, setAccount, button, unmount } = await connectedButton();
    await setAccount({ balance: '1.234', balanceSymbol: 'TOY' });
    const expected = shortAddress(toy.wallet.address);
    expect(button()?.textContent).toBe(`1.234 TOY${expected}`);
    expect(button()?.querySelector('.portico-button__balance')?.textContent).toBe('1.234 TOY');
    expect(button()?.querySelector('.portico-button__address')?.textContent).toBe(expected);
    expect(button()?.hasAttribute('aria-label')).toBe(false);
    expect(button()?.className).toContain('portico-button--account');

    await setAccount({ balance: '2.000' });
    expect(button()?.querySelector('.portico-button__balance')?.textContent).toBe('2.000 TOY');
    await unmount();
    portico.destroy();
  });

  it('hides the balance when asked to', async () => {
    const { portico, setAccount, button, unmount } = await connectedButton(
      <AccountButton balance="hide" />,
    );
    await setAccount({ balance: '1.234', balanceSymbol: 'TOY' });
    expect(button()?.querySelector('.portico-button__balance')).toBeNull();
    expect(button()?.textContent).not.toContain('1.234');
    await unmount();
    portico.destroy();
  });

  it("shows the wallet's icon only when its source is allowed", async () => {
    const { portico, store, button, unmount } = await connectedButton();
    const setIcon = (imageUrl: string) =>
      act(async () =>
        store.setState((state) => {
          const connector = state.connectors.find(({ id }) => id === 'toy-wallet');
          Object.assign(connector!, { imageUrl });
        }),
      );
    await setIcon('javascript:alert(1)');
    expect(button()?.querySelector('img')).toBeNull();

    await setIcon('https://icons.example/toy.png');
    const image = button()?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://icons.example/toy.png');
    expect(image?.getAttribute('alt')).toBe('');
    await unmount();
    portico.destroy();
  });

  it('opens the modal on the Account view', async () => {
    const { portico, button, unmount } = await connectedButton();
    const opened: string[] = [];
    portico.subscribeState(({ open, view }) => open && opened.push(view));
    await act(async () => button()!.click());
    expect(opened[0]).toBe('Account');
    await unmount();
    portico.destroy();
  });
});
