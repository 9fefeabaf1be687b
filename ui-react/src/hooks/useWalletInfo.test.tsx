/** @jest-environment jsdom */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { useWalletInfo } from './useWalletInfo';

describe('useWalletInfo', () => {
  it('describes the connected wallet after a real connect and nothing after disconnect', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => useWalletInfo(), portico);
    expect(result.current.walletInfo).toBeUndefined();

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(result.current.walletInfo).toEqual({
      name: 'Toy Wallet',
      icon: undefined,
      rdns: 'dev.portico.toy',
      connectorId: 'toy-wallet',
    });

    await act(() => portico.disconnect());
    expect(result.current.walletInfo).toBeUndefined();
    await unmount();
    portico.destroy();
  });

  it('does not re-render on a balance change', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { result, unmount } = await renderHook(() => useWalletInfo('toychain'), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const renders = result.renders;
    await act(async () =>
      store.setState((state) => {
        state.chains.toychain!.account.balance = '2.000';
      }),
    );
    expect(result.renders).toBe(renders);
    await unmount();
    portico.destroy();
  });
});
