/** @jest-environment jsdom */
import { act } from 'react';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { usePorticoEvents } from './usePorticoEvents';

describe('usePorticoEvents', () => {
  it('gives the latest event of a real connect, switch and disconnect', async () => {
    const { portico, toy } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoEvents(), portico);
    expect(result.current).toBeUndefined();

    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    expect(result.current).toMatchObject({
      type: 'CONNECT_SUCCESS',
      data: {
        namespace: 'toychain',
        connectorId: 'toy-wallet',
        caipAddress: `toychain:toy-1:${toy.wallet.address}`,
      },
    });
    expect(typeof result.current?.timestamp).toBe('number');

    await act(() => portico.switchNetwork(toyNetworks[1]));
    expect(result.current).toMatchObject({
      type: 'SWITCH_NETWORK',
      data: { caipNetworkId: 'toychain:toy-2' },
    });

    await act(() => portico.disconnect());
    expect(result.current).toMatchObject({
      type: 'DISCONNECT_SUCCESS',
      data: { namespace: 'toychain' },
    });
    await unmount();
    portico.destroy();
  });

  it('stops listening when unmounted', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoEvents(), portico);
    await unmount();
    const renders = result.renders;
    await portico.open();
    expect(result.renders).toBe(renders);
    portico.destroy();
  });
});
