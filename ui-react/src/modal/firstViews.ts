/**
 * The views the buttons open the modal on. Their code is prefetched before the first click
 * (modalPrefetch.ts), so the page's code refers to these three chunks; every other view is
 * referred to by the dialog's code only (viewRegistry.ts), so the page does not carry the
 * names and dependency lists of chunks it never fetches before the modal opens.
 */
import { preloadable } from './preloadable';
import type { PorticoViewProps } from './viewTypes';

export const FIRST_VIEWS = Object.freeze({
  Connect: preloadable<PorticoViewProps>(() => import('../views/ConnectView')),
  Account: preloadable<PorticoViewProps>(() => import('../views/AccountView')),
  Networks: preloadable<PorticoViewProps>(() => import('../views/NetworksView')),
});

/** A view a button opens the modal on. */
export type FirstView = keyof typeof FIRST_VIEWS;
