// @portico/feature-receive: Receive, as a feature plugin. This file is all an app loads with
// the page; the view's code (and the QR encoder) is fetched when the view first opens.
import type { FeaturePlugin } from '@portico/core';
import { RECEIVE_PLUGIN_TEXTS as TEXTS } from './pluginTexts';

/** The view the account screen's "Receive" button opens. */
export const RECEIVE_VIEW = 'Receive';

/**
 * Receive. Install it with `plugins: [receive]`: it is on by default (the spec's `receive`
 * feature) and off with `features: { receive: false }`. The account screen then shows
 * "Receive" at the spec's place (onramp, swaps, receive, send).
 */
export const receive: FeaturePlugin = Object.freeze({
  id: 'receive',
  views: [RECEIVE_VIEW],
  titles: { [RECEIVE_VIEW]: TEXTS.receive },
  entry: Object.freeze({ label: TEXTS.entry, icon: 'wallet', slot: 'receive' as const }),
  load: () => import('./receiveModule'),
});

// The view's texts, for tests and apps; an app that does not use them does not load them.
export { RECEIVE_LABELS } from './labels';
