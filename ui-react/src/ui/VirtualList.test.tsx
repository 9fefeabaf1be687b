/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { VirtualList } from './VirtualList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = Array.from({ length: 10_000 }, (_, i) => `Item ${i + 1}`);
let root: Root;
let container: HTMLDivElement;

async function render(onEndReached?: () => void) {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <VirtualList
        items={items}
        rowHeight={50}
        height={400}
        overscan={4}
        label="Things"
        itemKey={(item) => item}
        renderItem={(item) => <button type="button">{item}</button>}
        onEndReached={onEndReached}
      />,
    );
  });
}

const rendered = () => [...container.querySelectorAll('[role="listitem"]')];
const press = (key: string) =>
  act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('VirtualList', () => {
  it('renders only the visible rows plus overscan of 10,000, as a list of positioned items', async () => {
    await render();
    const list = container.querySelector('[role="list"]') as HTMLElement;
    expect(list.getAttribute('aria-label')).toBe('Things');
    expect(list.style.height).toBe(`${10_000 * 50}px`);
    expect(rendered().length).toBe(8 + 4);
    expect(rendered()[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(rendered()[0]?.getAttribute('aria-posinset')).toBe('1');
  });

  it('scrolling renders the rows of the new position only', async () => {
    const viewport = () => container.querySelector('.portico-vlist') as HTMLElement;
    await render();
    await act(async () => {
      viewport().scrollTop = 5_000 * 50;
      viewport().dispatchEvent(new Event('scroll'));
    });
    const positions = rendered().map((row) => Number(row.getAttribute('aria-posinset')));
    expect(positions[0]).toBe(5_001 - 4);
    expect(positions).toContain(5_001);
    expect(rendered().length).toBeLessThanOrEqual(8 + 8);
  });

  it('arrow keys, Home and End move focus between rows, rendering the target first', async () => {
    await render();
    (container.querySelector('button') as HTMLButtonElement).focus();
    await press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Item 2');
    await press('ArrowUp');
    expect(document.activeElement?.textContent).toBe('Item 1');
    await press('End');
    expect(document.activeElement?.textContent).toBe('Item 10000');
    await press('Home');
    expect(document.activeElement?.textContent).toBe('Item 1');
  });

  it('reports the end once per list length when the last rows come into view', async () => {
    const onEnd = jest.fn();
    await render(onEnd);
    expect(onEnd).not.toHaveBeenCalled();
    const viewport = container.querySelector('.portico-vlist') as HTMLElement;
    await act(async () => {
      viewport.scrollTop = 9_995 * 50;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
