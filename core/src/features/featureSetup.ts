import type { FeatureContext, FeatureModule, LoadedFeature, Unsubscribe } from '../contracts';
import { createStore } from '../state/store';

/**
 * Sets up a loaded plugin in one instance: its slice of state (a store of its own), the
 * context its actions and setup get, its actions and its views. Loaded with the first plugin.
 */
export function setUpFeature(
  id: string,
  module: FeatureModule,
  resolve: FeatureContext['resolve'],
): { feature: LoadedFeature; teardown: Unsubscribe | void } {
  const store = createStore(module.createState?.() ?? {});
  const state = {
    getState: store.getState,
    subscribe: store.subscribe,
    // immer replaces the state with what a recipe returns.
    setState: (update: (current: object) => object) =>
      store.setState(() => update(store.getState())),
  };
  const context: FeatureContext = { resolve, state };
  const actions = module.createActions?.(context) ?? {};
  const teardown = module.setup?.(context);
  const feature: LoadedFeature = {
    id,
    views: module.views ?? {},
    actions,
    state: { getState: store.getState, subscribe: store.subscribe },
  };
  return { feature, teardown };
}
