// @portico/feature-names: account names, as a feature plugin. This file is all an app loads
// with the page; the views, the state and the actions are fetched when a names view opens
// (or when the app loads the plugin to show the account's name: see the README).
import type { FeaturePlugin } from '@portico/core';
import { NAMES_PLUGIN_TEXTS as TEXTS } from './pluginTexts';
import type { NamesActions } from './namesActions';
import type { NamesState } from './namesState';

/** The spec's two name views (section 2): the form with suggestions, then the success. */
export const NAMES_VIEWS = Object.freeze({
  register: 'RegisterAccountName',
  success: 'RegisterAccountNameSuccess',
} as const);

/**
 * Account names. The spec's feature switches (section 9) have no key for names, so the plugin
 * is off by default: install it with `plugins: [names]` and `features: { names: true }`. The
 * account screen then shows "Choose a name" after the wallet features.
 */
export const names: FeaturePlugin<NamesActions, NamesState> = Object.freeze({
  id: 'names',
  views: [NAMES_VIEWS.register, NAMES_VIEWS.success],
  titles: {
    [NAMES_VIEWS.register]: TEXTS.registerTitle,
    [NAMES_VIEWS.success]: TEXTS.successTitle,
  },
  entry: Object.freeze({ label: TEXTS.entry, slot: 'after' as const, whenUnnamed: true }),
  // Loaded once an account connects, so the account button shows its name (followAccount.ts).
  loadWhen: 'connected' as const,
  // Gives the names of other addresses to the modal (nameLookup.ts): activity counterparties.
  providesNameLookup: true,
  load: () => import('./namesModule'),
});

// The views' texts, for tests and apps; an app that does not use them does not load them.
export { NAMES_LABELS } from './labels';
export type { NamesActions, RegisterResult } from './namesActions';
export type { AccountProfile, NamesState } from './namesState';
