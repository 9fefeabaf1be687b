/** @jest-environment jsdom */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import axe from 'axe-core';
import { renderWithPortico, settle, toyPortico } from '../__fixtures__/render';
import { ConnectButton } from './ConnectButton';
import { NetworkButton } from './NetworkButton';

const RULES = [
  'button-name',
  'label-content-name-mismatch',
  'image-alt',
  'nested-interactive',
  'aria-allowed-attr',
  'aria-valid-attr-value',
];

/**
 * Rules axe reports broken, or cannot decide under jsdom (label-content-name-mismatch needs
 * layout to judge visibility, so a button with an aria-label comes back "incomplete"; ours
 * have none, so the rule does not apply to them).
 */
async function violationsIn(element: Element): Promise<string[]> {
  const results = await axe.run(element, { runOnly: { type: 'rule', values: RULES } });
  return [...results.violations, ...results.incomplete].map((finding) => finding.id);
}

describe('buttons under axe (button name, label-content-name-mismatch, image alt)', () => {
  it('the check itself reports a button with an aria-label that differs from its text', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button" aria-label="Open modal">Connect Wallet</button>';
    document.body.appendChild(container);
    expect(await violationsIn(container)).toContain('label-content-name-mismatch');
    container.remove();
  });

  it('has no violation disconnected, connecting and connected (with icons)', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { container, unmount } = await renderWithPortico(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
      portico,
    );
    expect(await violationsIn(container)).toEqual([]);

    let connecting: Promise<unknown> | undefined;
    act(() => {
      connecting = portico.connect({ connectorId: 'toy-wallet' });
    });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await violationsIn(container)).toEqual([]);

    await act(() => connecting!);
    await settle();
    await act(async () =>
      store.setState((state) => {
        Object.assign(state.chains.toychain!.account, { balance: '1.234', balanceSymbol: 'TOY' });
        const connector = state.connectors.find(({ id }) => id === 'toy-wallet');
        Object.assign(connector!, { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' });
      }),
    );
    expect(container.querySelector('.portico-button--account img')).not.toBeNull();
    expect(await violationsIn(container)).toEqual([]);
    await unmount();
    portico.destroy();
  });
});
