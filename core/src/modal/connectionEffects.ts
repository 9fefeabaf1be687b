import type { ConnectionEffects } from '../connection/connectResult';
import type { AfterConnectStep } from '../contracts/feature';
import type { Toasts } from '../feedback/toasts';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { Modal } from './modal';

export interface ModalConnectionPolicy {
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  /**
   * The plugins' steps after a connect (FeaturePlugins.afterConnect): undefined closes at once;
   * a promise keeps the modal as it is until it says where to go.
   */
  readonly afterConnect?: () => Promise<AfterConnectStep> | undefined;
}

/**
 * What the modal does when the connection rules made or moved a connection: it closes after a
 * visitor's connect, says 'Signature declined' when the wallet refused one, and shows
 * UnsupportedChain while a wallet sits on a chain the app did not configure (spec section 4).
 * A plugin's step after a connect (a sign-in view) replaces the close: the modal stays as it
 * is until the step answers, then goes to the step's view with no close in between.
 */
export function modalConnectionEffects(
  store: Pick<Store<PorticoState>, 'getState'>,
  modal: Modal,
  toasts: Pick<Toasts, 'error'>,
  policy: ModalConnectionPolicy,
): ConnectionEffects {
  const showing = (view: string) => store.getState().modal.view === view;
  /** A connect is done: the plugins' step decides, or the modal closes. */
  const finishConnect = () => {
    const step = policy.afterConnect?.();
    if (!step) {
      modal.close();
      return;
    }
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
    connected() {
      if (!showing('UnsupportedChain')) finishConnect();
    },
    chainChecked(_namespace, supported) {
      if (supported) {
        if (showing('UnsupportedChain')) finishConnect();
        return;
      }
      if (!policy.allowUnsupportedChain && policy.enableNetworkSwitch) {
        modal.open({ view: 'UnsupportedChain' });
      }
    },
  };
}
