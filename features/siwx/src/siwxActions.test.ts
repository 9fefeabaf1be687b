/**
 * signIn without a configured sign-in: 'SIWX is not enabled'. The plugin cannot be loaded in
 * an instance where it is off, so its actions are built here over a real Portico instance's
 * tokens and a minimal slice of state (a TEST DOUBLE of core's FeatureStore, named so).
 */
import {
  ConfigurationError,
  createPortico,
  MESSAGES,
  type FeatureContext,
  type FeatureStore,
} from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { toyNetworks } from '../../../core/src/__fixtures__/toyChain';
import { createSiwxActions } from './siwxActions';
import { createSiwxRuntime } from './siwxRuntime';
import { initialSiwxState, type SiwxState } from './siwxState';

function featureStoreDouble(initial: SiwxState): FeatureStore<SiwxState> {
  let state = initial;
  return {
    getState: () => state,
    setState: (update) => void (state = update(state)),
    subscribe: () => () => undefined,
  };
}

it("signIn rejects with 'SIWX is not enabled' when no sign-in is configured", async () => {
  const portico = createPortico({
    networks: toyNetworks,
    storage: { backend: createMemoryStorage() },
  });
  try {
    const context: FeatureContext<SiwxState> = {
      resolve: (token) => portico.resolve(token),
      state: featureStoreDouble(initialSiwxState(false)),
    };
    const actions = createSiwxActions(createSiwxRuntime(context));
    const attempt = actions.signIn(portico);
    await expect(attempt).rejects.toThrow(ConfigurationError);
    await expect(attempt).rejects.toThrow(MESSAGES.siwxNotEnabled);
    expect(context.state.getState().status).toBe('idle');
  } finally {
    portico.destroy();
  }
});
