// @portico/feature-send: Send, as a feature plugin. This file is all an app loads with the
// page; the views, the state and the actions are fetched when a Send view first opens.
import type { FeaturePlugin } from '@portico/core';
import { SEND_PLUGIN_TEXTS as TEXTS } from './pluginTexts';
import type { SendActions } from './sendActions';
import type { SendState } from './sendState';

/** The form (token, amount, receiver), the token list and the preview. */
export const SEND_VIEWS = Object.freeze({
  form: 'WalletSend',
  selectToken: 'WalletSendSelectToken',
  preview: 'WalletSendPreview',
} as const);

/**
 * Send. Install it with `plugins: [send]`: it is on by default (the spec's `send` feature) and
 * off with `features: { send: false }`. The account screen then shows "Send" at the spec's
 * place (onramp, swaps, receive, send).
 */
export const send: FeaturePlugin<SendActions, SendState> = Object.freeze({
  id: 'send',
  views: [SEND_VIEWS.form, SEND_VIEWS.selectToken, SEND_VIEWS.preview],
  titles: {
    [SEND_VIEWS.form]: TEXTS.send,
    [SEND_VIEWS.selectToken]: TEXTS.selectTokenTitle,
    [SEND_VIEWS.preview]: TEXTS.previewTitle,
  },
  entry: Object.freeze({ label: TEXTS.entry, icon: 'send', slot: 'send' as const }),
  load: () => import('./sendModule'),
});

// The views' texts, for tests and apps; an app that does not use them does not load them.
export { SEND_LABELS } from './labels';
export type { SendActions, SendResult } from './sendActions';
export type { SendState, SendToken, SentTransaction } from './sendState';
