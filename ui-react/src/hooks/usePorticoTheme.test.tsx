/** @jest-environment jsdom */
import { act } from 'react';
import { renderHook } from './__fixtures__/renderHook';
import { toyPortico } from '../__fixtures__/render';
import { usePorticoTheme } from './usePorticoTheme';

describe('usePorticoTheme', () => {
  it('reads the configured theme and changes mode and variables through its setters', async () => {
    const { portico } = await toyPortico({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#0a7' },
    });
    const { result, unmount } = await renderHook(() => usePorticoTheme(), portico);
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.themeVariables).toEqual({ '--portico-accent': '#0a7' });

    await act(async () => result.current.setThemeMode('light'));
    expect(result.current.themeMode).toBe('light');
    await act(async () => result.current.setThemeVariables({ '--portico-border-radius': '4px' }));
    expect(result.current.themeVariables).toEqual({
      '--portico-accent': '#0a7',
      '--portico-border-radius': '4px',
    });
    await unmount();
    portico.destroy();
  });

  it('keeps its value (no re-render) across a real connect', async () => {
    const { portico } = await toyPortico();
    const { result, unmount } = await renderHook(() => usePorticoTheme(), portico);
    const renders = result.renders;
    await act(() => portico.connect({ connectorId: 'toy-wallet' }));
    await act(() => portico.disconnect());
    expect(result.renders).toBe(renders);
    await unmount();
    portico.destroy();
  });
});
