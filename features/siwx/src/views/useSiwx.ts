import { useCallback, useSyncExternalStore } from 'react';
import {
  ConfigurationError,
  MESSAGES,
  TOKENS,
  type LoadedFeature,
  type Portico,
} from '@portico/core';
import { usePorticoInstance } from '@portico/react';

/** The plugin's id (design of issue 18): the views find the loaded plugin by it. */
const SIWX_ID = 'siwx';

/**
 * What the views read of the plugin's state: SiwxState of the design of issue 18 (status,
 * session, the spec's error text, whether sign-in is required).
 */
export interface SiwxViewState {
  readonly status: 'idle' | 'signing' | 'verifying' | 'signedIn' | 'signedOut';
  readonly session?: {
    readonly chainId: string;
    readonly address: string;
    readonly expirationTime?: string;
  };
  readonly error?: string;
  readonly required: boolean;
}

/** What the views call of the plugin's actions: SiwxActions' signIn and cancel. */
export interface SiwxViewActions {
  signIn(portico: Portico): Promise<'signedIn' | 'declined' | 'failed'>;
  cancel(portico: Portico): Promise<void> | void;
}

/**
 * The sign-in actions and the plugin's whole slice of state (the views render again on every
 * change). The views render only once the plugin has loaded (the modal loads it first).
 */
export function useSiwx(): { actions: SiwxViewActions; state: SiwxViewState } {
  const features = usePorticoInstance().resolve(TOKENS.features);
  const feature = features.loaded(SIWX_ID) as
    LoadedFeature<SiwxViewActions, SiwxViewState> | undefined;
  if (!feature) {
    throw new ConfigurationError(MESSAGES.featureDisabled(SIWX_ID), 'FEATURE_DISABLED');
  }
  const { state, actions } = feature;
  const subscribe = useCallback(
    (onChange: () => void) => state.subscribe((current) => current, onChange),
    [state],
  );
  return { actions, state: useSyncExternalStore(subscribe, state.getState, state.getState) };
}
