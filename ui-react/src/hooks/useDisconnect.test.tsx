/** @jest-environment jsdom */
import { act } from 'react';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { connectSide, twoNamespaces } from '../__fixtures__/twoNamespaces';
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

  it('with two namespaces: a namespace disconnects that one alone; no namespace disconnects all', async () => {
    const { portico } = await twoNamespaces();
    const { result, unmount } = await renderHook(() => useDisconnect(), portico);
    await connectSide(portico, 'eip155');
    await connectSide(portico, 'solana');
    await act(() => result.current.disconnect('solana'));
    expect(portico.getAccount('solana')?.isConnected).toBe(false);
    expect(portico.getAccount('eip155')?.isConnected).toBe(true);

    await connectSide(portico, 'solana');
    await act(() => result.current.disconnect());
    expect(portico.getAccount('solana')?.isConnected).toBe(false);
    expect(portico.getAccount('eip155')?.isConnected).toBe(false);
    await unmount();
    portico.destroy();
  });
});
