import { useCallback, useSyncExternalStore } from 'react';
import { ConfigurationError, MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { usePorticoInstance } from '@portico/react';
import { names } from './index';
import type { NamesActions } from './namesActions';
import type { NamesState } from './namesState';

/**
 * The names actions and the plugin's whole slice of state (the views render again on every
 * change). Found by the plugin's id too, so an app may install a copy of the plugin object.
 */
export function useNames() {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = (features.loaded(names) ?? features.loaded(names.id)) as
    LoadedFeature<NamesActions, NamesState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(names.id), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
