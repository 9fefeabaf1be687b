import { useCallback, useSyncExternalStore } from 'react';
import { ConfigurationError, MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { usePorticoInstance } from '@portico/react';
import { siwx } from '../index';
import type { SiwxActions } from '../siwxActions';
import type { SiwxState } from '../siwxState';

/**
 * The sign-in actions and the plugin's whole slice of state (the views render again on every
 * change). The views render only once the plugin has loaded (the modal loads it first). Found
 * by the plugin's id too, so an app may install a copy of the plugin object.
 */
export function useSiwx(): { actions: SiwxActions; state: SiwxState } {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = (features.loaded(siwx) ?? features.loaded(siwx.id)) as
    LoadedFeature<SiwxActions, SiwxState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(siwx.id), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
