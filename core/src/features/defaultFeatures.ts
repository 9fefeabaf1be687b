import type { SiweConfig, SiwxConfig } from '../contracts/siwx';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../platform/socialProviders';

/** Switches of the modal's features (spec section 9), named as AppKit names them. */
export interface Features {
  readonly swaps: boolean;
  readonly onramp: boolean;
  readonly receive: boolean;
  readonly send: boolean;
  readonly email: boolean;
  readonly history: boolean;
  readonly analytics: boolean;
  readonly allWallets: boolean;
  readonly legalCheckbox: boolean;
  readonly smartSessions: boolean;
  readonly collapseWallets: boolean;
  /** Social logins offered; `false` or an empty list hides them. */
  readonly socials: readonly SocialProvider[] | false;
  /** Feature plugins are switched on by their id; unknown ids are kept for them. */
  readonly [pluginId: string]: unknown;
}

/** On: swaps, onramp, receive, send, email, history, analytics, allWallets. Off: the rest. */
export const DEFAULT_FEATURES: Features = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: SOCIAL_PROVIDERS,
});

/** The defaults with the app's switches on top; a switch left `undefined` keeps its default. */
export function resolveFeatures(overrides: Partial<Features> | undefined): Features {
  const given = Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined);
  return Object.freeze({ ...DEFAULT_FEATURES, ...Object.fromEntries(given) });
}

/**
 * The sign-in feature ('siwx', @portico/feature-siwx) is on exactly when the app configured a
 * sign-in (`siwx`, or `siweConfig` unless its `enabled` is false); `features.siwx: false` still
 * turns it off, and `features.siwx: true` alone does not turn it on.
 */
export function siwxSwitch(
  features: Features,
  options: { readonly siwx?: SiwxConfig; readonly siweConfig?: SiweConfig },
): Features {
  const configured =
    options.siwx !== undefined ||
    (options.siweConfig !== undefined && options.siweConfig.enabled !== false);
  return Object.freeze({ ...features, siwx: configured && features.siwx !== false });
}
