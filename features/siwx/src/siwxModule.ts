/**
 * The sign-in plugin's code, loaded once an account connects (or a sign-in view opens): its
 * views, state, actions, the setup that follows the account and the modal step.
 */
import type { FeatureContext, FeatureModule } from '@portico/core';
import { SiwxFailure } from './errors';
import { followAccount, type AccountFollower } from './followAccount';
import { createSiwxActions, type SiwxActions } from './siwxActions';
import { siwxModalStep } from './siwxModalStep';
import { createSiwxRuntime, isRequired, type SiwxRuntime } from './siwxRuntime';
import { initialSiwxState, type SiwxState } from './siwxState';
import { siwxViews } from './views';

/** Per instance (its state store is its own): the runtime, and the follower once set up. */
const instances = new WeakMap<object, { runtime: SiwxRuntime; follower?: AccountFollower }>();

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

export const createActions: Module['createActions'] = (context) =>
  createSiwxActions(instanceOf(context).runtime);

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
