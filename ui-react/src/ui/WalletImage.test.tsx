/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WalletImage } from './WalletImage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

async function render(src: string | undefined, name = 'MetaMask') {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<WalletImage src={src} name={name} />);
  });
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('WalletImage', () => {
  it('an allowed source is shown as a decorative image', async () => {
    await render('https://example.com/metamask.png');
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://example.com/metamask.png');
    expect(img.getAttribute('alt')).toBe('');
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://example.com/a.png'],
    ['data:text/html,x'],
    [undefined],
  ])('a refused or missing source (%s) shows the initial-letter tile, no <img>', async (src) => {
    await render(src);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('M');
  });

  it('an image that fails to load falls back to the initial-letter tile', async () => {
    await render('https://example.com/broken.png', 'rainbow');
    await act(async () => {
      container.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('R');
  });
});
