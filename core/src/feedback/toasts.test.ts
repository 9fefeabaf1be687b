import { TOAST_REPLACE_MS, TOAST_VISIBLE_MS } from '../constants';
import { createTimers } from '../instance/timers';
import { createStore, type Store } from '../state/store';
import type { PorticoState, ToastState } from '../state/types';
import { createToasts, type Toasts } from './toasts';

const initialState = (): PorticoState => ({
  modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
  theme: { mode: 'light', variables: {} },
  switchingNamespace: false,
  chains: {},
  connectors: [],
  toast: { open: false, variant: 'success', message: '', id: 0 },
});

let store: Store<PorticoState>;
let toasts: Toasts;
/** Every toast that opened, in order, as "variant: message". */
let opened: string[];
const toast = (): ToastState => store.getState().toast;

beforeEach(() => {
  jest.useFakeTimers();
  store = createStore(initialState());
  toasts = createToasts(store, createTimers());
  opened = [];
  store.subscribe(
    (state) => state.toast,
    (next) => {
      if (next.open) opened.push(`${next.variant}: ${next.message}`);
    },
  );
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toasts', () => {
  it('toast variants: loading, success, error', () => {
    toasts.loading('Connecting');
    expect(toast()).toMatchObject({ open: true, variant: 'loading', message: 'Connecting' });
    toasts.hide();
    jest.advanceTimersByTime(TOAST_REPLACE_MS);

    toasts.success('Connected');
    expect(toast()).toMatchObject({ open: true, variant: 'success', message: 'Connected' });
    toasts.hide();

    toasts.error('Connection declined');
    expect(toast()).toMatchObject({ open: true, variant: 'error', message: 'Connection declined' });
    toasts.hide();

    toasts.show('success', 'Copied');
    expect(toast()).toMatchObject({ open: true, variant: 'success', message: 'Copied' });
  });

  it('a toast shown while none is visible opens at once', () => {
    toasts.success('Copied');
    expect(opened).toEqual(['success: Copied']);
  });

  it('every toast gets a new id, so two equal messages can be told apart', () => {
    toasts.success('Copied');
    const first = toast().id;
    toasts.hide();
    toasts.success('Copied');
    expect(toast().id).toBeGreaterThan(first);
  });

  it('a visible toast is replaced after 150 ms, closed in between', () => {
    expect(TOAST_REPLACE_MS).toBe(150);
    toasts.loading('Connecting');

    toasts.success('Connected');
    expect(toast()).toMatchObject({ open: false, variant: 'loading', message: 'Connecting' });
    jest.advanceTimersByTime(TOAST_REPLACE_MS - 1);
    expect(toast().open).toBe(false);
    jest.advanceTimersByTime(1);

    expect(toast()).toMatchObject({ open: true, variant: 'success', message: 'Connected' });
    expect(opened).toEqual(['loading: Connecting', 'success: Connected']);
  });

  it('success and error toasts hide after TOAST_VISIBLE_MS', () => {
    for (const show of [toasts.success, toasts.error]) {
      show('Done');
      jest.advanceTimersByTime(TOAST_VISIBLE_MS - 1);
      expect(toast().open).toBe(true);
      jest.advanceTimersByTime(1);
      expect(toast().open).toBe(false);
    }
  });

  it('a loading toast stays until it is replaced or hidden', () => {
    toasts.loading('Waiting for the wallet');
    jest.advanceTimersByTime(10 * TOAST_VISIBLE_MS);
    expect(toast()).toMatchObject({ open: true, variant: 'loading' });

    toasts.hide();
    expect(toast().open).toBe(false);
  });

  it('a replacement stays its full visible time, not the rest of the toast it replaced', () => {
    toasts.success('First');
    jest.advanceTimersByTime(TOAST_VISIBLE_MS - 100);
    toasts.error('Second'); // opens TOAST_REPLACE_MS later

    jest.advanceTimersByTime(TOAST_REPLACE_MS + 100); // past the first toast's own hide time
    expect(toast()).toMatchObject({ open: true, message: 'Second' });
    jest.advanceTimersByTime(TOAST_VISIBLE_MS - 100 - 1);
    expect(toast().open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(toast().open).toBe(false);
  });

  it('hide cancels a pending replacement', () => {
    toasts.success('First');
    toasts.error('Second');
    toasts.hide();

    jest.advanceTimersByTime(TOAST_REPLACE_MS + TOAST_VISIBLE_MS);

    expect(toast()).toMatchObject({ open: false, message: 'First' });
    expect(opened).toEqual(['success: First']);
  });

  it('a toast shown while a replacement is pending wins: the pending one never opens', () => {
    toasts.success('First');
    toasts.error('Second');
    jest.advanceTimersByTime(TOAST_REPLACE_MS / 2);
    toasts.loading('Third');

    jest.advanceTimersByTime(TOAST_REPLACE_MS * 2);

    expect(toast()).toMatchObject({ open: true, message: 'Third' });
    expect(opened).toEqual(['success: First', 'loading: Third']);
  });

  it('hide with no toast visible notifies no one', () => {
    const listener = jest.fn();
    store.subscribe((state) => state, listener);

    toasts.hide();

    expect(listener).not.toHaveBeenCalled();
  });

  it('a toast carries its link; the toast that replaces it carries its own or none', () => {
    const link = { href: 'https://etherscan.io/tx/0x1', label: 'View on Etherscan' };
    toasts.loading('Transaction started', link);
    expect(toast()).toMatchObject({ variant: 'loading', link });

    toasts.success('Transaction confirmed', { ...link, href: 'https://etherscan.io/tx/0x2' });
    jest.advanceTimersByTime(TOAST_REPLACE_MS);
    expect(toast()).toMatchObject({ message: 'Transaction confirmed' });
    expect(toast().link?.href).toBe('https://etherscan.io/tx/0x2');

    toasts.error('Copied');
    jest.advanceTimersByTime(TOAST_REPLACE_MS);
    expect(toast()).toMatchObject({ open: true, message: 'Copied' });
    expect(toast()).not.toHaveProperty('link');
  });
});
