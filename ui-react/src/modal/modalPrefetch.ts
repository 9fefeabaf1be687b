/**
 * The modal's code is not in the page-load bundle: the dialog and each view are lazy chunks.
 * They are fetched before the first click instead, so that opening takes one frame: when the
 * page is idle (PorticoModalRoot) and when a visitor shows intent on a button that opens the
 * modal (pointer over it, focus, press; see useModalIntent).
 */
import { FIRST_VIEWS, type FirstView } from './firstViews';
import type { ModalDialogProps } from './ModalDialog';
import { preloadable, type Preloadable } from './preloadable';
import type { PorticoViewProps } from './viewTypes';

/** The dialog around the views: its frame, header, focus trap and toasts. */
export const Dialog = preloadable<ModalDialogProps>(() => import('./ModalDialog'));

/** Starts loading the dialog's code and `view`'s (idempotent: each chunk is fetched once). */
export function prefetchModal(view: Preloadable<PorticoViewProps>): void {
  void Promise.all([Dialog.preload(), view.preload()]).catch(() => {
    // Prefetching is an optimisation: opening loads the code again and reports a failure.
  });
}

/** Prefetches the dialog and the view a button's click would open. */
export function prefetchFirstView(view: FirstView): void {
  prefetchModal(FIRST_VIEWS[view]);
}
