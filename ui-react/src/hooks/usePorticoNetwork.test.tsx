/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderHook } from './__fixtures__/renderHook';
import { hydrateHook, reconnectedBeforeHydration } from './__fixtures__/hydrateHook';
import { toyPortico } from '../__fixtures__/render';
import { usePorticoNetwork } from './usePorticoNetwork';

describe('usePorticoNetwork', () => {
  it('reports the default network, then follows a real switch and an unsupported chain', async () => {
    const { portico, toy } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoNetwork(), portico);
    expect(result.current).toMatchObject({
      namespace: 'toychain',
      caipNetworkId: 'toychain:toy-1',
      chainId: 'toy-1',
      isUnsupported: false,
    });
    expect(result.current.caipNetwork?.name).toBe('Toychain');

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await act(() => result.current.switchNetwork(toyNetworks[1]));
    expect(toy.wallet.chainId).toBe('toy-2');
    expect(result.current).toMatchObject({
      caipNetworkId: 'toychain:toy-2',
      chainId: 'toy-2',
      isUnsupported: false,
    });
    expect(result.current.caipNetwork?.name).toBe('Toychain Testnet');

    await act(async () =>
      toy.emit({ type: 'chainChanged', connectorId: 'toy-wallet', chainId: 'toy-9' }),
    );
    expect(result.current).toMatchObject({ isUnsupported: true, chainId: 'toy-9' });
    expect(result.current.caipNetwork).toBeUndefined();

    await act(() => portico.disconnect());
    expect(result.current).toMatchObject({ caipNetworkId: 'toychain:toy-1', isUnsupported: false });
    await unmount();
    portico.destroy();
  });

  it('does not re-render on a balance change', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { result, unmount } = await renderHook(() => usePorticoNetwork(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const renders = result.renders;
    const network = result.current;
    await act(async () =>
      store.setState((state) => {
        state.chains.toychain!.account.balance = '2.000';
      }),
    );
    expect(result.renders).toBe(renders);
    expect(result.current).toBe(network);
    await unmount();
    portico.destroy();
  });
});

describe('usePorticoNetwork while hydrating server markup', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('reads the default network, as the server rendered it, though the page restored another; then that one', async () => {
    const { portico } = await reconnectedBeforeHydration(toyNetworks[1]);
    expect(portico.getNetwork().caipNetworkId).toBe('toychain:toy-2');

    const { result, container, unmount } = await hydrateHook(
      () => usePorticoNetwork(),
      (network) => network.caipNetwork?.name ?? '-',
      portico,
    );
    expect(result.all[0]?.caipNetworkId).toBe('toychain:toy-1');
    expect(result.current.caipNetworkId).toBe('toychain:toy-2');
    expect(container.textContent).toBe('Toychain Testnet');
    expect(consoleError).not.toHaveBeenCalled();
    await unmount();
    portico.destroy();
  });
});
