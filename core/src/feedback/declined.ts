/**
 * The spec's 'Signature declined' error toast, raised here and only here, when the user refused
 * a signature, a send or a connection (`isUserRejection`: every shape a wallet says no in). The
 * caller still rejects with the error; this only tells the visitor.
 */
import { MESSAGES } from '../errors/messages';
import { isUserRejection } from '../errors/userRejection';
import type { ModalState } from '../state/types';
import type { Toasts } from './toasts';

/** Shows the declined toast when `error` is a refusal; returns whether it did. */
export function toastIfDeclined(toasts: Pick<Toasts, 'error'>, error: unknown): boolean {
  if (!isUserRejection(error)) return false;
  toasts.error(MESSAGES.signatureDeclined);
  return true;
}

const sameScreen = (a: ModalState, b: ModalState) =>
  a.open && b.open && a.view === b.view && a.history.length === b.history.length;

/**
 * For a connect: call when the attempt starts, and call what it returns with the error when
 * the attempt fails. The toast shows only while the visitor still looks at the attempt: the
 * modal open on the screen that started it. A refusal after the modal closed (WalletConnect
 * cancels its pairing with a 4001 then), after Back, or of a connect made without the modal,
 * is quiet. Returns whether it showed.
 */
export function declinedToastForConnect(
  store: { getState(): { readonly modal: ModalState } },
  toasts: Pick<Toasts, 'error'>,
): (error: unknown) => boolean {
  const startedOn = store.getState().modal;
  return (error) => toastIfDeclinedOn(startedOn, store.getState().modal, toasts, error);
}

/** The same rule with both screens given: the one the attempt started on, the one it ended on. */
export function toastIfDeclinedOn(
  startedOn: ModalState,
  endedOn: ModalState,
  toasts: Pick<Toasts, 'error'>,
  error: unknown,
): boolean {
  return sameScreen(startedOn, endedOn) && toastIfDeclined(toasts, error);
}
