/**
 * The plugin's step in the modal (core's ModalStep): after a visitor's connect the modal goes
 * to SIWXSignMessage when the account has no session, and closes when it has one; while
 * sign-in is required and the connected account has no session the modal cannot be closed.
 */
import type { ModalStep } from '@portico/core';
import { SIGN_MESSAGE_VIEW, type AccountFollower } from './followAccount';
import type { SiwxRuntime } from './siwxRuntime';

export function siwxModalStep(runtime: SiwxRuntime, follower: AccountFollower): ModalStep {
  const state = () => runtime.context.state.getState();
  return {
    async afterConnect() {
      await follower.current();
      return state().status === 'signedIn' ? 'close' : { view: SIGN_MESSAGE_VIEW };
    },
    canClose() {
      const { required, status } = state();
      return !(required && runtime.activeAccount() !== undefined && status !== 'signedIn');
    },
  };
}
