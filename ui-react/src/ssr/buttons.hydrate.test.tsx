/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createToyChain, toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../core/src/__fixtures__/instance';
import { createMemoryStorage } from '@portico/core/testing';
import { settle } from '../__fixtures__/render';
import { ServerApp } from './__fixtures__/serverButtons';
import { serverMarkupFromNode } from './__fixtures__/nodeServerMarkup';

describe('hydrating the buttons rendered by Node', () => {
  let markup: string;
  beforeAll(() => {
    markup = serverMarkupFromNode();
  });

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  async function hydrate(portico: Parameters<typeof ServerApp>[0]['portico']) {
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.appendChild(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ServerApp portico={portico} />);
    });
    return {
      container,
      async unmount() {
        await act(async () => root!.unmount());
        container.remove();
      },
    };
  }

  it('is the disconnected buttons, rendered without a DOM', () => {
    expect(markup).toContain('>Connect Wallet</button>');
    expect(markup).toContain('>Toychain</span>');
  });

  it('hydrates with no warning, then follows a real connect', async () => {
    const toy = createToyChain();
    const portico = createTestPortico({ adapters: [toy.plugin] });
    const { container, unmount } = await hydrate(portico);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('.portico-button--connect')?.textContent).toBe('Connect Wallet');

    await whenDiscovered(portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(container.querySelector('.portico-button--connect')).toBeNull();
    expect(container.querySelectorAll('.portico-button--account')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
    await unmount();
    portico.destroy();
  });

  it('hydrates with no warning while the page reconnects a remembered wallet', async () => {
    const toy = createToyChain();
    const storage = createMemoryStorage();
    const before = createTestPortico({ adapters: [toy.plugin] }, storage);
    await whenDiscovered(before);
    await before.connect({ connectorId: 'toy-wallet' });
    before.destroy();

    const portico = createTestPortico({ adapters: [toy.plugin] }, storage);
    expect(portico.getAccount()?.status).toBe('reconnecting');
    const { container, unmount } = await hydrate(portico);
    expect(consoleError).not.toHaveBeenCalled();

    await act(() => portico.ready);
    await settle();
    expect(portico.getAccount()?.status).toBe('connected');
    expect(container.querySelector('.portico-button--account')?.textContent).toContain(
      toy.wallet.address.slice(-4),
    );
    expect(consoleError).not.toHaveBeenCalled();
    await unmount();
    portico.destroy();
  });

  it('hydrates with no warning when the remembered wallet reconnected before hydration, on its remembered network', async () => {
    const toy = createToyChain();
    const storage = createMemoryStorage();
    const before = createTestPortico({ adapters: [toy.plugin] }, storage);
    await whenDiscovered(before);
    await before.connect({ connectorId: 'toy-wallet' });
    await before.switchNetwork(toyNetworks[1]);
    before.destroy();

    const portico = createTestPortico({ adapters: [toy.plugin] }, storage);
    await portico.ready;
    expect(portico.getAccount()?.status).toBe('connected');
    expect(portico.getNetwork().caipNetwork?.name).toBe('Toychain Testnet');
    const { container, unmount } = await hydrate(portico);
    await settle();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('.portico-button--connect')).toBeNull();
    expect(container.querySelector('.portico-button--account')?.textContent).toContain(
      toy.wallet.address.slice(-4),
    );
    expect(container.querySelector('.portico-button--network')?.textContent).toBe(
      'Toychain Testnet',
    );
    await unmount();
    portico.destroy();
  });
});
