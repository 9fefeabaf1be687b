import type { ConnectionEffects } from '../connection/connectResult';
import type { Toasts } from '../feedback/toasts';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { Modal } from './modal';

export interface ModalConnectionPolicy {
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
}

/**
 * What the modal does when the connection rules made or moved a connection: it closes after a
 * visitor's connect, says 'Signature declined' when the wallet refused one, and shows
 * UnsupportedChain while a wallet sits on a chain the app did not configure (spec section 4).
 * Later steps after a connect (sign-in) belong here too.
 */
export function modalConnectionEffects(
  store: Pick<Store<PorticoState>, 'getState'>,
  modal: Modal,
  toasts: Pick<Toasts, 'error'>,
  policy: ModalConnectionPolicy,
): ConnectionEffects {
  const showing = (view: string) => store.getState().modal.view === view;
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
      if (!showing('UnsupportedChain')) modal.close();
    },
    chainChecked(_namespace, supported) {
      if (supported) {
        if (showing('UnsupportedChain')) modal.close();
        return;
      }
      if (!policy.allowUnsupportedChain && policy.enableNetworkSwitch) {
        modal.open({ view: 'UnsupportedChain' });
      }
    },
  };
}
