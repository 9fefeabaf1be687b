// @portico/feature-swap: Swap, as a feature plugin. This file is all an app loads with the
// page; the views, the state and the actions are fetched when a Swap view first opens.
import type { FeaturePlugin } from '@portico/core';
import { SWAP_PLUGIN_TEXTS as TEXTS } from './pluginTexts';
import type { SwapActions } from './swapActions';
import type { SwapState } from './swapState';

/** The form (the two tokens and the amount), the token list and the preview (AppKit's names). */
export const SWAP_VIEWS = Object.freeze({
  form: 'Swap',
  selectToken: 'SwapSelectToken',
  preview: 'SwapPreview',
} as const);

/**
 * Swap. Install it with `plugins: [swap]`: it is on by default (the spec's `swaps` feature) and
 * off with `features: { swaps: false }`. The account screen then shows "Swap" at the spec's
 * place (onramp, swaps, receive, send).
 */
export const swap: FeaturePlugin<SwapActions, SwapState> = Object.freeze({
  id: 'swaps',
  views: [SWAP_VIEWS.form, SWAP_VIEWS.selectToken, SWAP_VIEWS.preview],
  titles: {
    [SWAP_VIEWS.form]: TEXTS.swap,
    [SWAP_VIEWS.selectToken]: TEXTS.selectTokenTitle,
    [SWAP_VIEWS.preview]: TEXTS.previewTitle,
  },
  entry: Object.freeze({ label: TEXTS.entry, icon: 'swap', slot: 'swaps' as const }),
  load: () => import('./swapModule'),
});

// The views' texts, for tests and apps; an app that does not use them does not load them.
export { SWAP_LABELS } from './labels';
export type { SwapActions, SwapResult } from './swapActions';
export type { SwapState, SwapTokenChoice, SwapQuoteState, LastSwap } from './swapState';
