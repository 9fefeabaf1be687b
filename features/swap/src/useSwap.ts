import { useCallback, useSyncExternalStore } from 'react';
import { ConfigurationError, MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { usePorticoInstance } from '@portico/react';
import { swap } from './index';
import type { SwapActions } from './swapActions';
import type { SwapState } from './swapState';

/**
 * Swap's actions and its whole slice of state (the views render again on every change). The
 * modal renders Swap's views once the plugin has loaded. It is found by its id, so an app may
 * install a copy of the plugin object (`{ ...swap, entry: { ... } }`): that copy's code is this
 * module, so its actions and state have Swap's types.
 */
export function useSwap() {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = (features.loaded(swap) ?? features.loaded(swap.id)) as
    LoadedFeature<SwapActions, SwapState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(swap.id), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
