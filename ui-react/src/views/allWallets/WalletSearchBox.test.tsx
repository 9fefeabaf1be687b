/** @jest-environment jsdom */
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { type, waitFor } from '../__fixtures__/modalDriver';
import { WalletSearchBox } from './WalletSearchBox';
import { WALLET_SEARCH_DEBOUNCE_MS } from './useDebouncedValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('WalletSearchBox', () => {
  it('keystrokes re-render the box alone; its owner hears the text once typing pauses', async () => {
    const heard: string[] = [];
    const onSearch = (search: string) => heard.push(search);
    let ownerRenders = 0;
    // Stands for AllWallets: it renders the box and re-renders only when it hears a search.
    function Owner() {
      ownerRenders += 1;
      return <WalletSearchBox onSearch={onSearch} />;
    }
    const boxRenders: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Profiler id="box" onRender={(_, phase) => boxRenders.push(phase)}>
          <Owner />
        </Profiler>,
      ),
    );
    const input = container.querySelector('input[type="search"]') as HTMLInputElement;
    expect(input.getAttribute('placeholder')).toBeTruthy();
    const before = { owner: ownerRenders, box: boxRenders.length };

    for (const text of ['m', 'me', 'met', 'meta']) await type(input, text);
    expect(input.value).toBe('meta');
    // One render of the box per keystroke, none of its owner.
    expect(boxRenders.length - before.box).toBe(4);
    expect(ownerRenders).toBe(before.owner);

    await waitFor(() => heard.includes('meta'), 'the settled search');
    expect(heard.filter((search) => search !== '')).toEqual(['meta']);
    expect(WALLET_SEARCH_DEBOUNCE_MS).toBeGreaterThan(0);
    await act(async () => root.unmount());
    container.remove();
  });
});
