/** @jest-environment jsdom */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { defineNetwork } from '@portico/core/networks';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderWithPortico, toyPortico } from '../__fixtures__/render';
import { LABELS } from '../ui/labels';
import { NetworkButton } from './NetworkButton';

const withImage = (imageUrl: string) =>
  [defineNetwork({ ...toyNetworks[0], assets: { imageUrl } }), toyNetworks[1]] as const;

describe('NetworkButton', () => {
  it('names the active network and follows a real switch and an unsupported chain', async () => {
    const { portico, toy } = await toyPortico();
    const { container, unmount } = await renderWithPortico(<NetworkButton />, portico);
    const button = () => container.querySelector('button');
    expect(button()?.textContent).toBe('Toychain');
    expect(button()?.className).toBe('portico-button portico-button--network portico-button--md');
    expect(button()?.hasAttribute('aria-label')).toBe(false);

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await act(() => portico.switchNetwork(toyNetworks[1]));
    expect(button()?.textContent).toBe('Toychain Testnet');

    await act(async () =>
      toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-9' }),
    );
    expect(button()?.textContent).toBe(LABELS.unsupportedNetwork);
    expect(button()?.getAttribute('data-unsupported')).toBe('true');
    await unmount();
    portico.destroy();
  });

  it('says Network when no network is known', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { container, unmount } = await renderWithPortico(<NetworkButton />, portico);
    await act(async () =>
      store.setState((state) => {
        state.activeNamespace = undefined;
      }),
    );
    expect(container.querySelector('button')?.textContent).toBe(LABELS.network);
    await unmount();
    portico.destroy();
  });

  it('opens the modal on the Networks view', async () => {
    const { portico } = await toyPortico();
    const opened: string[] = [];
    portico.subscribeState(({ open, view }) => open && opened.push(view));
    const { container, unmount } = await renderWithPortico(<NetworkButton />, portico);
    await act(async () => container.querySelector('button')!.click());
    expect(opened[0]).toBe('Networks');
    await unmount();
    portico.destroy();
  });

  it('shows the network icon over https, and none over http off loopback', async () => {
    const allowed = await toyPortico({ networks: withImage('https://icons.example/toy.png') });
    const shown = await renderWithPortico(<NetworkButton />, allowed.portico);
    const image = shown.container.querySelector('button img');
    expect(image?.getAttribute('src')).toBe('https://icons.example/toy.png');
    expect(image?.getAttribute('alt')).toBe('');
    await shown.unmount();
    allowed.portico.destroy();

    const refused = await toyPortico({ networks: withImage('http://icons.example/toy.png') });
    const hidden = await renderWithPortico(<NetworkButton />, refused.portico);
    expect(hidden.container.querySelector('button img')).toBeNull();
    expect(hidden.container.querySelector('button')?.textContent).toBe('Toychain');
    await hidden.unmount();
    refused.portico.destroy();
  });
});
