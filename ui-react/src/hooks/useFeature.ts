import { useCallback, useSyncExternalStore } from 'react';
import {
  ConfigurationError,
  MESSAGES,
  TOKENS,
  type FeaturePlugin,
  type LoadedFeature,
} from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

/**
 * A feature plugin as loaded in this instance: its actions and its slice of state, typed by
 * the plugin object (the one given in `options.plugins`). Meant for the plugin's own views,
 * which the modal renders once the plugin has loaded; a component elsewhere suspends until it
 * has (load it first to be sure: a load that fails would be tried again on every render). A
 * switched-off plugin throws.
 */
export function useFeature<Actions extends object, State extends object>(
  plugin: FeaturePlugin<Actions, State>,
): LoadedFeature<Actions, State> {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = features.loaded(plugin);
  if (feature) return feature;
  if (!plugin.views.some((view) => features.pluginOf(view) === plugin.id)) {
    throw new ConfigurationError(MESSAGES.featureDisabled(plugin.id), 'FEATURE_DISABLED');
  }
  // Suspense renders the component again once the plugin has loaded.
  throw features.load(plugin);
}

/**
 * One value of a feature plugin's slice of state; the component renders again when it
 * changes (Object.is). Select a value, not a new object.
 */
export function useFeatureState<Actions extends object, State extends object, T>(
  plugin: FeaturePlugin<Actions, State>,
  selector: (state: State) => T,
): T {
  const { state } = useFeature(plugin);
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((value) => value, onChange),
    [state],
  );
  const read = () => selector(state.getState());
  return useSyncExternalStore(subscribe, read, read);
}
