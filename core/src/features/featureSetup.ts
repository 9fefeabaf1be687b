import type {
  FeatureContext,
  FeatureModule,
  LoadedFeature,
  ModalStep,
  Unsubscribe,
} from '../contracts';
import { createStore, type Store } from '../state/store';
import type { PorticoState } from '../state/types';

/**
 * Sets up a loaded plugin in one instance: its slice of state (a store of its own), the
 * context its actions and setup get, its actions and its views. Loaded with the first plugin.
 */
export function setUpFeature(
  id: string,
  module: FeatureModule,
  resolve: FeatureContext['resolve'],
  core?: Store<PorticoState>,
): { feature: LoadedFeature; teardown: Unsubscribe | void; modalStep?: ModalStep } {
  const store = createStore(module.createState?.() ?? {});
  const state = {
    getState: store.getState,
    subscribe: store.subscribe,
    // immer replaces the state with what a recipe returns.
    setState: (update: (current: object) => object) =>
      store.setState(() => update(store.getState())),
  };
  const context: FeatureContext = {
    resolve,
    state,
    ...(core && {
      setAccountProfile: ({ namespace, address, profileName, profileImage }) =>
        core.setState((draft) => {
          const account = draft.chains[namespace]?.account;
          if (account?.address?.toLowerCase() !== address.toLowerCase()) return;
          account.profileName = profileName;
          account.profileImage = profileImage;
        }),
    }),
  };
  const actions = module.createActions?.(context) ?? {};
  const teardown = module.setup?.(context);
  const modalStep = module.modalStep?.(context);
  const nameLookup = module.nameLookup?.(context);
  const connectWith = module.connectWith?.(context);
  const feature: LoadedFeature = {
    id,
    views: module.views ?? {},
    actions,
    state: { getState: store.getState, subscribe: store.subscribe },
    ...(nameLookup && { nameLookup }),
    ...(connectWith && { connectWith }),
  };
  return { feature, teardown, modalStep };
}
