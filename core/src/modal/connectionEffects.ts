import type { ConnectionEffects } from '../connection/connectResult';
import type { AfterConnectStep } from '../contracts/feature';
import type { Toasts } from '../feedback/toasts';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { Modal } from './modal';

export interface ModalConnectionPolicy {
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  /**
   * The plugins' steps after a connect (FeaturePlugins.afterConnect): undefined closes at once;
   * a promise keeps the modal as it is until it says where to go.
   */
  readonly afterConnect?: () => Promise<AfterConnectStep> | undefined;
  /** True where the namespace's plugin says `accountPicker` (AdapterPlugin.accountPicker). */
  readonly accountPicker?: (namespace: ChainNamespace) => boolean;
}

/**
 * What the modal does when the connection rules made or moved a connection: it closes after a
 * visitor's connect, says 'Signature declined' when the wallet refused one, and shows
 * UnsupportedChain while a wallet sits on a chain the app did not configure (spec section 4).
 * A plugin's step after a connect (a sign-in view) replaces the close: the modal stays as it
 * is until the step answers, then goes to the step's view with no close in between.
 *
 * Where the namespace's wallets give all their accounts (accountPicker) and the connect gave
 * more than one, the open modal shows SelectAccount first; the visitor's choice
 * (switchAccount) then ends the connect: the plugins' step, or the Account view. A visitor who
 * closes SelectAccount keeps the first account, and a plugin's step still runs (a sign-in
 * required is not skipped by closing the list).
 */
export function modalConnectionEffects(
  store: Pick<Store<PorticoState>, 'getState' | 'subscribe'>,
  modal: Modal,
  toasts: Pick<Toasts, 'error'>,
  policy: ModalConnectionPolicy,
): ConnectionEffects {
  const showing = (view: string) => store.getState().modal.view === view;
  /** The namespace whose connect waits for the visitor's choice of account, if any. */
  let picking: ChainNamespace | undefined;
  let stopWatchingClose: (() => void) | undefined;
  /**
   * The choice was made (the list still shown: to the Account view unless a plugin's step
   * follows) or given up (closed: only a plugin's step may open the modal again on its view).
   */
  const endPick = (closed: boolean) => {
    picking = undefined;
    stopWatchingClose?.();
    stopWatchingClose = undefined;
    const step = policy.afterConnect?.();
    if (step || closed) runStep(step);
    else modal.router.reset('Account');
  };
  /** A connect is done: the account choice first where it applies, then the plugins' step. */
  const finishConnect = (namespace: ChainNamespace) => {
    const { modal: shown, chains } = store.getState();
    if (
      shown.open &&
      (chains[namespace]?.account.allAccounts.length ?? 0) > 1 &&
      policy.accountPicker?.(namespace)
    ) {
      picking = namespace;
      modal.router.reset('SelectAccount', { namespace });
      stopWatchingClose ??= store.subscribe(
        (state) => state.modal.open,
        (open) => !open && picking !== undefined && endPick(true),
      );
      return;
    }
    const step = policy.afterConnect?.();
    if (step) runStep(step);
    else modal.close();
  };
  /** Goes where a plugin's step says, once it answers; a failed step counts as 'close'. */
  const runStep = (step: Promise<AfterConnectStep> | undefined) => {
    if (!step) return;
    const shownAt = store.getState().modal;
    const stillShown = () => {
      const { open, view } = store.getState().modal;
      return open && view === shownAt.view;
    };
    void step.then(
      (next) => {
        if (next === 'close') {
          // A visitor who moved on to another view meanwhile stays there.
          if (stillShown()) modal.close();
        } else if (!store.getState().modal.open) {
          modal.open({ view: next.view, data: next.data });
        } else if (!showing(next.view)) {
          modal.router.reset(next.view, next.data);
        }
      },
      () => {
        if (stillShown()) modal.close();
      },
    );
  };
  return {
    accountSwitched(namespace) {
      if (picking === namespace && showing('SelectAccount')) endPick(false);
      else if (showing('SelectAccount')) modal.router.reset('Account');
    },
    // A refusal shows 'Signature declined' while the visitor still looks at the attempt.
    // Its code loads with the first failed connect; what the modal showed is read right away.
    connectStarted: () => {
      const startedOn = store.getState().modal;
      return (error) => {
        const endedOn = store.getState().modal;
        void import('../feedback/declined').then(({ toastIfDeclinedOn }) =>
          toastIfDeclinedOn(startedOn, endedOn, toasts, error),
        );
      };
    },
    connected(result) {
      if (!showing('UnsupportedChain')) finishConnect(result.namespace);
    },
    chainChecked(namespace, supported) {
      if (supported) {
        if (showing('UnsupportedChain')) finishConnect(namespace);
        return;
      }
      if (!policy.allowUnsupportedChain && policy.enableNetworkSwitch) {
        modal.open({ view: 'UnsupportedChain' });
      }
    },
  };
}
