// @portico/feature-onramp: Buy through an on-ramp, as a feature plugin. This file is all an app
// loads with the page; the views, the state and the actions are fetched when a Buy view opens.
import type { FeaturePlugin } from '@portico/core';
import { ONRAMP_PLUGIN_TEXTS as TEXTS } from './pluginTexts';
import type { OnrampActions } from './onrampActions';
import type { OnrampState } from './onrampState';

/** What can be bought (the on-ramp's offers), then the amount, the quote and Continue. */
export const ONRAMP_VIEWS = Object.freeze({
  providers: 'OnRampProviders',
  buy: 'OnRampBuy',
} as const);

/**
 * Buy. Install it with `plugins: [onramp]`: it is on by default (the spec's `onramp` feature)
 * and off with `features: { onramp: false }`. The account screen then shows "Buy" first, at
 * the spec's place (onramp, swaps, receive, send).
 */
export const onramp: FeaturePlugin<OnrampActions, OnrampState> = Object.freeze({
  id: 'onramp',
  views: [ONRAMP_VIEWS.providers, ONRAMP_VIEWS.buy],
  titles: {
    [ONRAMP_VIEWS.providers]: TEXTS.providersTitle,
    [ONRAMP_VIEWS.buy]: TEXTS.buyTitle,
  },
  entry: Object.freeze({ label: TEXTS.entry, icon: 'buy', slot: 'onramp' as const }),
  load: () => import('./onrampModule'),
});

// The views' texts, for tests and apps; an app that does not use them does not load them.
export { ONRAMP_LABELS } from './labels';
export type { OnrampActions, OpenProviderResult } from './onrampActions';
export type { OnrampOffer, OnrampState } from './onrampState';
