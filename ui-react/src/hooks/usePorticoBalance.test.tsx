/** @jest-environment ./testing/jest/jsdomWithTextEncoding.ts */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderHook } from './__fixtures__/renderHook';
import { hydrateHook, reconnectedBeforeHydration } from './__fixtures__/hydrateHook';
import { settle, toyPortico } from '../__fixtures__/render';
import { usePorticoBalance } from './usePorticoBalance';

const setBalance = (store: ReturnType<typeof writableStore>, balance: string, symbol = 'TOY') =>
  act(async () =>
    store.setState((state) => {
      state.chains.toychain!.account.balance = balance;
      state.chains.toychain!.account.balanceSymbol = symbol;
    }),
  );

describe('usePorticoBalance', () => {
  it('shows the account balance, follows its changes and clears it on disconnect', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { result, unmount } = await renderHook(() => usePorticoBalance(), portico);
    expect(result.current).toEqual({ balance: undefined, symbol: undefined });

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await settle();
    await setBalance(store, '5.000');
    expect(result.current).toEqual({ balance: '5.000', symbol: 'TOY' });

    await act(() => portico.switchNetwork(toyNetworks[1]));
    await setBalance(store, '2.000');
    expect(result.current).toEqual({ balance: '2.000', symbol: 'TOY' });

    await act(() => portico.disconnect());
    expect(result.current).toEqual({ balance: undefined, symbol: undefined });
    await unmount();
    portico.destroy();
  });

  it('does not re-render when something other than the balance changes', async () => {
    const { portico } = await toyPortico();
    const store = writableStore(portico);
    const { result, unmount } = await renderHook(() => usePorticoBalance('toychain'), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await settle();
    await setBalance(store, '1.000');
    const renders = result.renders;
    const balance = result.current;

    await act(() => portico.open());
    await act(async () => portico.setThemeMode('dark'));
    await setBalance(store, '1.000');
    expect(result.renders).toBe(renders);
    expect(result.current).toBe(balance);
    await unmount();
    portico.destroy();
  });

  it("reads through core's public getBalance and subscribeBalance: the balance read from the chain, as an app without React gets it", async () => {
    const { portico } = await toyPortico();
    const subscribe = jest.spyOn(portico, 'subscribeBalance');
    const { result, unmount } = await renderHook(() => usePorticoBalance('toychain'), portico);
    expect(subscribe).toHaveBeenCalledWith(expect.any(Function), 'toychain');

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await settle();
    const { balance, balanceSymbol } = portico.getBalance('toychain');
    expect(balance).toBeDefined();
    expect(result.current).toEqual({ balance, symbol: balanceSymbol });
    await unmount();
    portico.destroy();
  });
});

describe('usePorticoBalance while hydrating server markup', () => {
  it('shows no balance, as the server rendered it, though the page already read one; then that one', async () => {
    const errors = jest.spyOn(console, 'error');
    try {
      const { portico } = await reconnectedBeforeHydration();
      if (!portico.getBalance().balance) {
        await new Promise<void>((resolve) => {
          const stop = portico.subscribeBalance((read) => {
            if (read.balance === undefined) return;
            stop();
            resolve();
          });
        });
      }
      const { balance, balanceSymbol } = portico.getBalance();
      const { result, container, unmount } = await hydrateHook(
        () => usePorticoBalance(),
        (shown) => shown.balance ?? '-',
        portico,
      );
      expect(result.all[0]).toEqual({ balance: undefined, symbol: undefined });
      expect(result.current).toEqual({ balance, symbol: balanceSymbol });
      expect(container.textContent).toBe(balance);
      expect(errors).not.toHaveBeenCalled();
      await unmount();
      portico.destroy();
    } finally {
      errors.mockRestore();
    }
  });
});
