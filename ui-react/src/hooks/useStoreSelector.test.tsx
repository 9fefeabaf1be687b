/** @jest-environment jsdom */
import type { PorticoState } from '@portico/core';
import { renderWithPortico, toyPortico } from '../__fixtures__/render';
import { useStoreSelector } from './useStoreSelector';

function Slice({ pick }: { readonly pick: (state: PorticoState) => string }) {
  return <output>{useStoreSelector(pick)}</output>;
}

describe('useStoreSelector', () => {
  it('reads through the selector of the latest render when the component passes another one', async () => {
    const { portico } = await toyPortico({ themeMode: 'dark' });
    const { container, rerender, unmount } = await renderWithPortico(
      <Slice pick={(state) => state.theme.mode} />,
      portico,
    );
    expect(container.textContent).toBe('dark');

    await rerender(<Slice pick={(state) => state.modal.view} />);
    expect(container.textContent).toBe('Connect');
    await unmount();
    portico.destroy();
  });
});
