/** @jest-environment jsdom */
import { act } from 'react';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { useDisconnect } from './useDisconnect';

describe('useDisconnect', () => {
  it('disconnects the real toychain wallet', async () => {
    const { portico, toy } = await toyPortico();
    const { result, unmount } = await renderHook(() => useDisconnect(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(toy.wallet.approved).toBe(true);
    const first = result.current;

    await act(() => result.current.disconnect());
    expect(toy.wallet.approved).toBe(false);
    expect(portico.getAccount()?.status).toBe('disconnected');
    expect(result.current).toBe(first);
    await unmount();
    portico.destroy();
  });

  it('rejects when the wallet fails to disconnect, and the account stays connected', async () => {
    const { portico, toy } = await toyPortico();
    const { result, unmount } = await renderHook(() => useDisconnect(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    toy.wallet.failNextDisconnect = new Error('wallet said no');
    await act(() => expect(result.current.disconnect('toychain')).rejects.toThrow());
    expect(portico.getAccount()?.status).toBe('connected');
    await unmount();
    portico.destroy();
  });
});
