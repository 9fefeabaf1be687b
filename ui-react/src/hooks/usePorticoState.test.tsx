/** @jest-environment jsdom */
import { act } from 'react';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { usePorticoState } from './usePorticoState';

describe('usePorticoState', () => {
  it('follows the modal, a real connect (loading meanwhile) and a network switch', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoState(), portico);
    expect(result.current).toEqual({
      open: false,
      view: 'Connect',
      activeNamespace: 'toychain',
      selectedNetworkId: 'toychain:toy-1',
      loading: false,
    });

    await act(() => portico.open({ view: 'Networks' }));
    expect(result.current).toMatchObject({ open: true, view: 'Networks' });
    await act(async () => portico.close());
    expect(result.current.open).toBe(false);

    let connecting: Promise<unknown> | undefined;
    act(() => {
      connecting = portico.connect({ connectorId: 'toy-wallet' });
    });
    expect(result.current.loading).toBe(true);
    await act(() => connecting!);
    expect(result.current.loading).toBe(false);

    await act(() => portico.switchNetwork(toyNetworks[1]));
    expect(result.current.selectedNetworkId).toBe('toychain:toy-2');

    await act(() => portico.disconnect());
    expect(result.current.selectedNetworkId).toBe('toychain:toy-1');
    await unmount();
    portico.destroy();
  });
});
