import { useCallback, useSyncExternalStore } from 'react';
import { ConfigurationError, MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { usePorticoInstance } from '@portico/react';
import { onramp } from './index';
import type { OnrampActions } from './onrampActions';
import type { OnrampState } from './onrampState';

/**
 * Buy's actions and its whole slice of state (the views render again on every change). The
 * modal renders Buy's views once the plugin has loaded. It is found by its id, so an app may
 * install a copy of the plugin object (`{ ...onramp, entry: { ... } }`): that copy's code is this
 * module, so its actions and state have Buy's types.
 */
export function useOnramp() {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = (features.loaded(onramp) ?? features.loaded(onramp.id)) as
    LoadedFeature<OnrampActions, OnrampState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(onramp.id), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
