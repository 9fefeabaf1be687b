import type { Modal, StateReader } from '@portico/core';

/**
 * The browser's Back button closes the modal: opening pushes a history entry (marked with
 * `key`), a popstate that leaves it closes the modal, and closing otherwise removes the
 * entry again, so the page's own history is as it was. Works on the store's transitions,
 * not on React effects, so StrictMode's double effects push nothing twice. `history.back()`
 * is asynchronous: a modal reopened before its popstate arrives gets its entry then, and that
 * popstate does not close it.
 */
export function watchBrowserBack(
  store: StateReader,
  modal: Pick<Modal, 'close'>,
  key: string,
): () => void {
  if (typeof window === 'undefined' || !window.history) return () => undefined;
  const ours = () => (window.history.state as Record<string, unknown> | null)?.porticoModal === key;
  /** A history.back() of ours whose popstate has not arrived yet. */
  let backPending = false;
  const push = () => {
    if (!backPending && !ours()) window.history.pushState({ porticoModal: key }, '');
  };
  if (store.getState().modal.open) push();

  const stop = store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (open) push();
      else if (ours() && !backPending) {
        backPending = true;
        window.history.back();
      }
    },
  );
  const onPopState = () => {
    if (backPending) {
      backPending = false;
      if (store.getState().modal.open) push();
      return;
    }
    if (!store.getState().modal.open || ours()) return;
    modal.close();
    // Closing can be refused (sign-in required): keep the entry so Back stays in the modal.
    if (store.getState().modal.open) push();
  };
  window.addEventListener('popstate', onPopState);
  return () => {
    stop();
    window.removeEventListener('popstate', onPopState);
  };
}
