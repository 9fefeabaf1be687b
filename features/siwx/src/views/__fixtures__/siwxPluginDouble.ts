/**
 * Test double, named so: a stand-in for @portico/feature-siwx's plugin object and actions
 * (SiwxState, SiwxActions, the plugin's modal step) for the views' tests in jsdom, where the
 * toy chain has no sign-in text (the real plugin runs end to end in Chromium on the demo,
 * names.browser.test.ts). It is small on purpose: signIn asks the connected wallet through core's `signMessage` (a real signature by
 * the toy wallet; its refusal is core's UserRejectedError) and writes the state the way the
 * design says; it does NOT join concurrent calls, so the views' own guard is what a double
 * click test sees. Sessions are kept in memory.
 */
import {
  MESSAGES,
  TOKENS,
  UserRejectedError,
  type FeaturePlugin,
  type FeatureStore,
  type Portico,
} from '@portico/core';
import type { SiwxActions } from '../../siwxActions';
import type { SiwxState } from '../../siwxState';
import { siwxViews } from '../index';

export interface SiwxDoubleControls {
  /** How often the views called each action. */
  readonly calls: { signIn: number; cancel: number };
  /** signIn waits for the returned release before it asks the wallet (to see it pending). */
  hold(): () => void;
}

export function siwxPluginDouble(options: { readonly required?: boolean } = {}): {
  plugin: FeaturePlugin<SiwxActions, SiwxState>;
  controls: SiwxDoubleControls;
} {
  const calls = { signIn: 0, cancel: 0 };
  let gate: Promise<void> = Promise.resolve();
  const controls: SiwxDoubleControls = {
    calls,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };

  const createActions = ({ state }: { state: FeatureStore<SiwxState> }): SiwxActions => ({
    async signIn(portico: Portico) {
      calls.signIn += 1;
      state.setState((current) => ({ ...current, status: 'signing', error: undefined }));
      await gate;
      const account = portico.getAccount();
      try {
        await portico.signMessage({ message: `Sign in as ${account?.address}` });
      } catch (error) {
        const declined = error instanceof UserRejectedError;
        state.setState((current) => ({
          ...current,
          status: 'signedOut',
          error: declined ? MESSAGES.signatureDeclined : MESSAGES.authInitFailed,
        }));
        return declined ? 'declined' : 'failed';
      }
      state.setState((current) => ({
        ...current,
        status: 'signedIn',
        session: {
          chainId: portico.getNetwork().caipNetworkId ?? '',
          address: account?.address ?? '',
        },
      }));
      return 'signedIn';
    },
    // Not used by the views: connect-then-sign, as the plugin's fallback does.
    async connectAndSignIn(portico: Portico) {
      await portico.connect({ connectorId: 'walletConnect', namespace: 'eip155' });
      return this.signIn(portico);
    },
    async cancel(portico: Portico) {
      calls.cancel += 1;
      if (state.getState().required) {
        await portico.disconnect();
      } else {
        state.setState((current) => ({ ...current, status: 'signedOut', error: undefined }));
      }
      portico.close();
    },
    async signOut() {
      state.setState((current) => ({ ...current, status: 'signedOut', session: undefined }));
    },
  });

  const plugin: FeaturePlugin<SiwxActions, SiwxState> = {
    id: 'siwx',
    views: ['SIWXSignMessage', 'ConnectingSiwe'],
    titles: { SIWXSignMessage: 'Sign In', ConnectingSiwe: 'Sign In' },
    loadWhen: 'connected',
    stepAfterConnect: true,
    load: async () => ({
      views: siwxViews,
      createState: (): SiwxState => ({ status: 'idle', required: options.required ?? false }),
      createActions,
      modalStep: (context) => ({
        afterConnect: () =>
          context.state.getState().status === 'signedIn' ? 'close' : { view: 'SIWXSignMessage' },
        canClose() {
          const connected = Object.values(context.resolve(TOKENS.state).getState().chains).some(
            (chain) => chain?.account.status === 'connected',
          );
          const { required, status } = context.state.getState();
          return !(required && connected && status !== 'signedIn');
        },
      }),
    }),
  };
  return { plugin, controls };
}
