/** @jest-environment jsdom */
// The modal's code (the dialog and its first view) is fetched before the first click: once the
// page is idle after its load event, or on intent on a button that opens the modal. Each test
// runs in a fresh module registry (jest.isolateModulesAsync), as a freshly loaded page does:
// a chunk that one test loaded would otherwise count as loaded in the next. "Loaded" here is
// the module's code being evaluated: the factories below record it and return the real module.
import type { ReactElement } from 'react';
import type * as PorticoReact from '../index';

const mockLoaded: string[] = [];
jest.mock('./ModalDialog', () => {
  mockLoaded.push('ModalDialog');
  return jest.requireActual('./ModalDialog');
});
jest.mock('../views/ConnectView', () => {
  mockLoaded.push('ConnectView');
  return jest.requireActual('../views/ConnectView');
});
jest.mock('../views/NetworksView', () => {
  mockLoaded.push('NetworksView');
  return jest.requireActual('../views/NetworksView');
});

// jsdom has no requestIdleCallback: the tests install and remove one.
const idleWindow = window as unknown as {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  mockLoaded.length = 0;
  idleCallbacks = [];
  // Idle time comes only when a test says so.
  idleWindow.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  idleWindow.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
  document.body.innerHTML = '';
});

/** Lets the dynamic imports that were started settle. */
const flush = async (act: (callback: () => Promise<void>) => Promise<void>) =>
  act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Loads the page's modules fresh, renders `page(buttons)` with a toychain instance. */
async function freshPage(page: (buttons: typeof PorticoReact) => ReactElement) {
  const { act } = await import('react');
  const { renderWithPortico, toyPortico } = await import('../__fixtures__/render');
  const buttons = await import('../index');
  const { portico } = await toyPortico();
  const rendered = await renderWithPortico(page(buttons), portico);
  const button = rendered.container.querySelector<HTMLButtonElement>('button.portico-button');
  return {
    act,
    button: button as HTMLButtonElement,
    async done() {
      await rendered.unmount();
      portico.destroy();
    },
  };
}

describe('the modal code is fetched before the first click', () => {
  it('not while the page renders: the dialog and Connect view load once the page is idle', async () => {
    await jest.isolateModulesAsync(async () => {
      const page = await freshPage(({ ConnectButton }) => <ConnectButton />);
      await flush(page.act);
      expect(mockLoaded).toEqual([]);
      expect(idleCallbacks).toHaveLength(1);

      await page.act(async () => idleCallbacks.forEach((callback) => callback()));
      await flush(page.act);
      expect(mockLoaded.sort()).toEqual(['ConnectView', 'ModalDialog']);
      await page.done();
    });
  });

  it('a page still loading waits for its load event before it asks for idle time', async () => {
    await jest.isolateModulesAsync(async () => {
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      try {
        const page = await freshPage(({ ConnectButton }) => <ConnectButton />);
        await flush(page.act);
        expect(idleCallbacks).toHaveLength(0);

        readyState.mockReturnValue('complete');
        await page.act(async () => void window.dispatchEvent(new Event('load')));
        expect(idleCallbacks).toHaveLength(1);
        await page.act(async () => idleCallbacks.forEach((callback) => callback()));
        await flush(page.act);
        expect(mockLoaded.sort()).toEqual(['ConnectView', 'ModalDialog']);
        await page.done();
      } finally {
        readyState.mockRestore();
      }
    });
  });

  it.each([
    ['the pointer enters', (button: HTMLElement) => pointer(button, 'pointerover')],
    ['the button is pressed', (button: HTMLElement) => pointer(button, 'pointerdown')],
    ['the button gets keyboard focus', (button: HTMLElement) => button.focus()],
  ])(
    'Connect Wallet loads the dialog and Connect view when %s, before any idle time',
    async (_, intent) => {
      await jest.isolateModulesAsync(async () => {
        const page = await freshPage(({ ConnectButton }) => <ConnectButton />);
        await flush(page.act);
        expect(mockLoaded).toEqual([]);

        await page.act(async () => intent(page.button));
        await flush(page.act);
        expect(mockLoaded.sort()).toEqual(['ConnectView', 'ModalDialog']);
        await page.done();
      });
    },
  );

  it('the network button loads the Networks view on intent, not the Connect view', async () => {
    await jest.isolateModulesAsync(async () => {
      const page = await freshPage(({ NetworkButton }) => <NetworkButton />);
      await page.act(async () => pointer(page.button, 'pointerover'));
      await flush(page.act);
      expect(mockLoaded.sort()).toEqual(['ModalDialog', 'NetworksView']);
      await page.done();
    });
  });
});

describe('whenIdle', () => {
  it('without requestIdleCallback (Safari), runs the task after a short timeout instead', async () => {
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
    jest.useFakeTimers();
    try {
      const { whenIdle } = await import('./idle');
      const ran: string[] = [];
      whenIdle(() => ran.push('task'));
      const cancel = whenIdle(() => ran.push('cancelled'));
      cancel();
      expect(ran).toEqual([]);
      jest.advanceTimersByTime(1000);
      expect(ran).toEqual(['task']);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A pointer event as the browser dispatches it (jsdom has no PointerEvent constructor). */
function pointer(target: HTMLElement, type: 'pointerover' | 'pointerdown') {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
}
