/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderHook } from './__fixtures__/renderHook';
import { hydrateHook, reconnectedBeforeHydration } from './__fixtures__/hydrateHook';
import { toyPortico } from '../__fixtures__/render';
import { usePorticoAccount } from './usePorticoAccount';

describe('usePorticoAccount', () => {
  it('follows a real connect, network switch and disconnect of the toychain wallet', async () => {
    const { portico, toy } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoAccount(), portico);
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(result.current?.address).toBeUndefined();

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: toy.wallet.address,
      caipAddress: `toychain:toy-1:${toy.wallet.address}`,
      connectorId: 'toy-wallet',
      accountType: 'eoa',
    });
    expect(result.current).toEqual(portico.getAccount());

    await act(() => portico.switchNetwork(toyNetworks[1]));
    expect(result.current?.caipAddress).toBe(`toychain:toy-2:${toy.wallet.address}`);

    await act(() => portico.disconnect());
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(result.current?.address).toBeUndefined();
    await unmount();
    portico.destroy();
  });

  it('reads a given namespace, and undefined for a namespace the instance does not have', async () => {
    const { portico, toy } = await toyPortico();
    const known = await renderHook(() => usePorticoAccount('toychain'), portico);
    const unknown = await renderHook(() => usePorticoAccount('solana'), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(known.result.current?.address).toBe(toy.wallet.address);
    expect(unknown.result.current).toBeUndefined();
    await known.unmount();
    await unknown.unmount();
    portico.destroy();
  });

  it('does not re-render on a balance change or when the modal opens', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { result, unmount } = await renderHook(() => usePorticoAccount(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const renders = result.renders;
    const account = result.current;

    await act(async () =>
      store.setState((state) => {
        state.chains.toychain!.account.balance = '2.000';
        state.chains.toychain!.account.balanceSymbol = 'TOY';
      }),
    );
    await act(() => portico.open());
    expect(portico.getState().open).toBe(true);
    expect(result.renders).toBe(renders);
    expect(result.current).toBe(account);
    await unmount();
    portico.destroy();
  });
});

describe('usePorticoAccount while hydrating server markup', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('reads disconnected, as the server rendered it, though the wallet reconnected before; then the account', async () => {
    const { portico, address } = await reconnectedBeforeHydration();
    expect(portico.getAccount()?.status).toBe('connected');

    const { result, container, unmount } = await hydrateHook(
      () => usePorticoAccount(),
      (account) => `${account?.status} ${account?.address ?? '-'}`,
      portico,
    );
    expect(result.all[0]).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(result.all[0]?.address).toBeUndefined();
    expect(result.current).toBe(portico.getAccount());
    expect(container.textContent).toBe(`connected ${address}`);
    expect(consoleError).not.toHaveBeenCalled();
    await unmount();
    portico.destroy();
  });
});
