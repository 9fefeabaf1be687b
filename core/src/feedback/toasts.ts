import { TOAST_REPLACE_MS, TOAST_VISIBLE_MS } from '../constants';
import type { Timers } from '../instance/timers';
import type { Store } from '../state/store';
import type { PorticoState, ToastState, ToastVariant } from '../state/types';

/** A link a toast offers (a transaction's block-explorer page); pass an http(s) href only. */
export type ToastLink = ToastState['link'];

export interface Toasts {
  show(variant: ToastVariant, message: string, link?: ToastLink): void;
  loading(message: string, link?: ToastLink): void;
  success(message: string, link?: ToastLink): void;
  error(message: string, link?: ToastLink): void;
  hide(): void;
}

/**
 * Toasts (spec section 4): loading, success and error. A new toast while one is visible hides
 * the visible one first and shows after TOAST_REPLACE_MS (150 ms). Success and error hide
 * themselves after TOAST_VISIBLE_MS; a loading toast stays until replaced or hidden. A toast
 * may carry a link (the caller checks its href: transactions/explorerLink.ts).
 */
export function createToasts(store: Store<PorticoState>, timers: Timers): Toasts {
  let cancelPending: (() => void) | undefined;

  const open = (variant: ToastVariant, message: string, link: ToastLink) => {
    store.setState((state) => {
      state.toast = { open: true, variant, message, id: state.toast.id + 1, ...(link && { link }) };
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
  const show = (variant: ToastVariant, message: string, link?: ToastLink) => {
    const visible = store.getState().toast.open;
    hide();
    if (visible) cancelPending = timers.after(TOAST_REPLACE_MS, () => open(variant, message, link));
    else open(variant, message, link);
  };

  return {
    show,
    loading: (message, link) => show('loading', message, link),
    success: (message, link) => show('success', message, link),
    error: (message, link) => show('error', message, link),
    hide,
  };
}
