// @portico/feature-siwx: sign in with the wallet (CAIP-122), as a feature plugin. This file is
// what an app loads with the page: the plugin object and the config builders; the views, the
// state, the actions and the setup are fetched once an account connects.
import type { FeaturePlugin } from '@portico/core';
import { SIWX_PLUGIN_TEXTS as TEXTS } from './pluginTexts';
import type { SiwxActions } from './siwxActions';
import type { SiwxState } from './siwxState';

/** The spec's sign-in views. */
export const SIWX_VIEWS = Object.freeze({
  signMessage: 'SIWXSignMessage',
  connecting: 'ConnectingSiwe',
} as const);

/**
 * Sign in with the wallet. On exactly when the app sets `siwx` (or the older `siweConfig`);
 * `features: { siwx: false }` turns it off. Install it with `plugins: [siwx]`.
 */
export const siwx: FeaturePlugin<SiwxActions, SiwxState> = Object.freeze({
  id: 'siwx',
  views: [SIWX_VIEWS.signMessage, SIWX_VIEWS.connecting],
  titles: {
    [SIWX_VIEWS.signMessage]: TEXTS.signMessageTitle,
    [SIWX_VIEWS.connecting]: TEXTS.connectingTitle,
  },
  // Loaded once an account connects, so that a kept session is found with no signature.
  loadWhen: 'connected' as const,
  // After a visitor's connect, the modal goes to the sign-in (siwxModalStep.ts).
  stepAfterConnect: true,
  // A WalletConnect connect signs in with one approval (siwxModule.ts's connectWith).
  takesConnect: true,
  load: () => import('./siwxModule'),
});

export { pageSessions, type PageSessionsOptions } from './pageStore';
export { serverSessions, SiwxServerError, type ServerSessionsOptions } from './serverStore';
export { fromSiweConfig } from './fromSiweConfig';
export type { StorageLike } from './sessionList';
export type { SignInResult, SiwxActions } from './siwxActions';
export type { SiwxState, SiwxStatus } from './siwxState';
