/**
 * A page with the sign-in plugin on two local anvil chains: the viem adapter, the real
 * EIP-1193 test wallet (announced over EIP-6963, every request recorded) and a Portico
 * instance with `plugins: [siwx]` and the given `siwx` store. Closing it destroys the page.
 */
import { TOKENS, type LoadedFeature, type SiweConfig, type SiwxConfig } from '@portico/core';
import { viemAdapter } from '@portico/adapter-evm-viem';
import {
  openWalletSession,
  waitFor,
  type LocalEvmChains,
  type WalletSessionOptions,
} from '@portico/testing/evm-adapter';
import { siwx } from '../index';
import type { SiwxActions } from '../siwxActions';
import type { SiwxState } from '../siwxState';

export const PAGE = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' } as const;

export function openSiwxPage(
  chains: LocalEvmChains,
  /** The app's `siwx`, or `{ siweConfig }` for the older option. */
  config: SiwxConfig | { readonly siweConfig: SiweConfig },
  options: Omit<WalletSessionOptions, 'porticoOptions'> = {},
) {
  const signIn = 'siweConfig' in config ? { siweConfig: config.siweConfig } : { siwx: config };
  const page = openWalletSession(chains, (adapterOptions) => viemAdapter(adapterOptions), {
    ...options,
    porticoOptions: { plugins: [siwx], ...signIn },
  });
  const feature = () =>
    page.portico.resolve(TOKENS.features).loaded(siwx) as
      LoadedFeature<SiwxActions, SiwxState> | undefined;
  const state = () => feature()?.state.getState();
  const loaded = async () => {
    await waitFor(() => feature() !== undefined, 10_000, 'the sign-in plugin to load');
    return feature()!;
  };
  return {
    ...page,
    feature: loaded,
    /**
     * Connects (as portico.connect does, which also runs the plugin's modal step) and waits
     * until the account, without a session, is asked to sign in and the step has answered.
     */
    async connectSignedOut() {
      await page.connect();
      const loadedFeature = await loaded();
      await waitFor(
        () => state()?.status === 'signedOut',
        10_000,
        'the account to be asked to sign in',
      );
      // The modal step answers in the microtasks after the account's check: one macrotask on.
      await new Promise((resolve) => setImmediate(resolve));
      return loadedFeature;
    },
    state,
    /** Waits until the plugin's state satisfies `predicate`. */
    until: (predicate: (state: SiwxState) => boolean, what: string) =>
      waitFor(
        () => {
          const current = state();
          return current !== undefined && predicate(current);
        },
        10_000,
        what,
      ),
    modal: () => page.portico.resolve(TOKENS.state).getState().modal,
    alert: () => page.portico.resolve(TOKENS.state).getState().alert,
    toast: () => page.portico.resolve(TOKENS.state).getState().toast,
    signRequests: () => page.requests.filter((method) => method === 'personal_sign').length,
  };
}
