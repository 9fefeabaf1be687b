import { createStore } from '../state/store';
import type { PorticoState } from '../state/types';
import { createRouter } from './router';
import type { ViewName } from './views';

function setup() {
  const store = createStore({
    modal: { open: true, view: 'Connect', history: ['Connect'], shake: false },
  } as unknown as PorticoState);
  const known = new Set<ViewName>([
    'Connect',
    'AllWallets',
    'ConnectingExternal',
    'Account',
    'UnsupportedChain',
  ]);
  const router = createRouter(store, (view) => {
    if (!known.has(view)) throw new Error(`unknown ${view}`);
  });
  return { store, router, modal: () => store.getState().modal };
}

describe('router', () => {
  it('push adds a view to the history with its data', () => {
    const { router, modal } = setup();
    router.push('AllWallets');
    router.push('ConnectingExternal', { connectorId: 'io.metamask' });
    expect(modal().history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal']);
    expect(modal().view).toBe('ConnectingExternal');
    expect(modal().data).toEqual({ connectorId: 'io.metamask' });
  });

  it('replace swaps the current view, reset starts a new history', () => {
    const { router, modal } = setup();
    router.push('AllWallets');
    router.replace('ConnectingExternal');
    expect(modal().history).toEqual(['Connect', 'ConnectingExternal']);
    router.reset('Account');
    expect(modal().history).toEqual(['Account']);
  });

  it('back pops the history and clears view data, and refuses when one entry remains', () => {
    const { router, modal } = setup();
    router.push('ConnectingExternal', { connectorId: 'x' });
    expect(router.back()).toBe(true);
    expect(modal()).toMatchObject({ view: 'Connect', history: ['Connect'], data: undefined });
    expect(router.back()).toBe(false);
  });

  it('back refuses (the modal closes) when UnsupportedChain is in the history', () => {
    const { router } = setup();
    router.reset('UnsupportedChain');
    router.push('Connect');
    expect(router.back()).toBe(false);
  });

  it('an unknown view is refused and the history is left as it was', () => {
    const { router, modal } = setup();
    expect(() => router.push('Nowhere')).toThrow('unknown Nowhere');
    expect(modal().history).toEqual(['Connect']);
  });
});
