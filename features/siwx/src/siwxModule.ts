/**
 * The sign-in plugin's code, loaded once an account connects (or a sign-in view opens): its
 * views, state, actions, the setup that follows the account and the modal step.
 */
import {
  UserRejectedError,
  WALLET_CONNECT_CONNECTOR_ID,
  type FeatureContext,
  type FeatureModule,
} from '@portico/core';
import { SiwxFailure } from './errors';
import { followAccount, type AccountFollower } from './followAccount';
import { createSiwxActions, type SiwxActions } from './siwxActions';
import { siwxModalStep } from './siwxModalStep';
import { createSiwxRuntime, isRequired, type SiwxRuntime } from './siwxRuntime';
import { initialSiwxState, type SiwxState } from './siwxState';
import { siwxViews } from './views';

/** Per instance (its state store is its own): the runtime, and the follower once set up. */
const instances = new WeakMap<
  object,
  { runtime: SiwxRuntime; actions?: SiwxActions; follower?: AccountFollower }
>();

function instanceOf(context: FeatureContext<SiwxState>) {
  let instance = instances.get(context.state);
  if (!instance) {
    instance = { runtime: createSiwxRuntime(context) };
    instances.set(context.state, instance);
  }
  return instance;
}

type Module = FeatureModule<SiwxActions, SiwxState>;

export const views: Module['views'] = siwxViews;

export const createState: Module['createState'] = () => initialSiwxState(false);

export const createActions: Module['createActions'] = (context) => {
  const instance = instanceOf(context);
  instance.actions ??= createSiwxActions(instance.runtime);
  return instance.actions;
};

export const setup: Module['setup'] = (context) => {
  const instance = instanceOf(context);
  const required = isRequired(instance.runtime.configOrUndefined());
  context.state.setState((state) => ({ ...state, required }));
  const follower = followAccount(instance.runtime);
  instance.follower = follower;
  return () => {
    follower.stop();
    instance.runtime.destroy();
    instances.delete(context.state);
  };
};

export const modalStep: Module['modalStep'] = (context) => {
  const instance = instanceOf(context);
  if (!instance.follower) {
    throw new SiwxFailure('The sign-in step is asked before its setup', 'STEP_BEFORE_SETUP');
  }
  return siwxModalStep(instance.runtime, instance.follower);
};

/**
 * A visitor's WalletConnect connect on eip155 with sign-in on: one-click sign-in (connect and
 * sign with one approval; connect-then-sign when the wallet cannot). Other connects are left to
 * portico.connect. A refusal rejects as a declined connect does, so the view offers a retry.
 */
export const connectWith: Module['connectWith'] = (context) => (portico, request) => {
  const instance = instanceOf(context);
  const { actions, runtime } = instance;
  if (!actions || !runtime.configOrUndefined()) return undefined;
  if (request.connectorId !== WALLET_CONNECT_CONNECTOR_ID || request.namespace !== 'eip155') {
    return undefined;
  }
  return actions.connectAndSignIn(portico).then((result) => {
    if (result === 'declined') throw new UserRejectedError();
    return result;
  });
};
