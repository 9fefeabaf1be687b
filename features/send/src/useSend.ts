import { useCallback, useSyncExternalStore } from 'react';
import { ConfigurationError, MESSAGES, TOKENS, type LoadedFeature } from '@portico/core';
import { usePorticoInstance } from '@portico/react';
import { send } from './index';
import type { SendActions } from './sendActions';
import type { SendState } from './sendState';

/**
 * Send's actions and its whole slice of state (the views render again on every change). The
 * modal renders Send's views once the plugin has loaded. It is found by its id, so an app may
 * install a copy of the plugin object (`{ ...send, entry: { ... } }`): that copy's code is this
 * module, so its actions and state have Send's types.
 */
export function useSend() {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = (features.loaded(send) ?? features.loaded(send.id)) as
    LoadedFeature<SendActions, SendState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(send.id), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
