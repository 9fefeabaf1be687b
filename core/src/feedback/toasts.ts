import { TOAST_REPLACE_MS, TOAST_VISIBLE_MS } from '../constants';
import type { Timers } from '../instance/timers';
import type { Store } from '../state/store';
import type { PorticoState, ToastVariant } from '../state/types';

export interface Toasts {
  show(variant: ToastVariant, message: string): void;
  loading(message: string): void;
  success(message: string): void;
  error(message: string): void;
  hide(): void;
}

/**
 * Toasts (spec section 4): loading, success and error. A new toast while one is visible hides
 * the visible one first and shows after TOAST_REPLACE_MS (150 ms). Success and error hide
 * themselves after TOAST_VISIBLE_MS; a loading toast stays until replaced or hidden.
 */
export function createToasts(store: Store<PorticoState>, timers: Timers): Toasts {
  let cancelPending: (() => void) | undefined;

  const open = (variant: ToastVariant, message: string) => {
    store.setState((state) => {
      state.toast = { open: true, variant, message, id: state.toast.id + 1 };
    });
    if (variant !== 'loading') cancelPending = timers.after(TOAST_VISIBLE_MS, hide);
  };
  const hide = () => {
    cancelPending?.();
    cancelPending = undefined;
    store.setState((state) => {
      state.toast.open = false;
    });
  };
  const show = (variant: ToastVariant, message: string) => {
    const visible = store.getState().toast.open;
    hide();
    if (visible) cancelPending = timers.after(TOAST_REPLACE_MS, () => open(variant, message));
    else open(variant, message);
  };

  return {
    show,
    loading: (message) => show('loading', message),
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    hide,
  };
}
