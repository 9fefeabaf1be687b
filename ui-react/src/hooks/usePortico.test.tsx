/** @jest-environment jsdom */
import { act } from 'react';
import { renderHook } from './__fixtures__/renderHook';
import { settle, toyPortico } from '../__fixtures__/render';
import { usePortico } from './usePortico';

describe('usePortico', () => {
  it('opens the modal (on a requested view) and closes it', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePortico(), portico);
    // Every modal state, whatever the modal's views do after opening.
    const seen: { open: boolean; view: string }[] = [];
    portico.subscribeState(({ open, view }) => seen.push({ open, view }));

    await act(() => result.current.open());
    expect(seen[0]).toEqual({ open: true, view: 'Connect' });
    await act(async () => result.current.close());
    expect(portico.getState().open).toBe(false);
    await act(() => result.current.open({ view: 'Networks' }));
    expect(seen).toContainEqual({ open: true, view: 'Networks' });

    await unmount();
    portico.destroy();
  });

  it('opens on Account once a real wallet is connected', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePortico(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const seen: { open: boolean; view: string }[] = [];
    portico.subscribeState(({ open, view }) => seen.push({ open, view }));
    await act(() => result.current.open());
    expect(seen[0]).toEqual({ open: true, view: 'Account' });
    await unmount();
    portico.destroy();
  });

  it('signs and sends with the connected wallet', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePortico(), portico);
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    const signature = await result.current.signMessage({ message: 'hello' });
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/); // the toy wallet's ed25519, base64
    const hash = await result.current.sendTransaction({ to: 'toyreceiver', value: 1n });
    expect(hash).toMatch(/^toytx-/);
    await unmount();
    portico.destroy();
  });

  it('keeps the same object and functions across renders', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePortico(), portico);
    const first = result.current;
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await act(() => result.current.open());
    await settle();
    expect(result.renders).toBeGreaterThan(0);
    expect(result.all.every((value) => value === first)).toBe(true);
    expect(result.current.open).toBe(first.open);
    await unmount();
    portico.destroy();
  });
});
