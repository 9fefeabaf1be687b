/**
 * The texts the plugin object shows before the names code loads (its account button and its
 * views' titles): the only texts that load with the page. The views' texts are in labels.ts.
 */
export const NAMES_PLUGIN_TEXTS = {
  /** The account screen's button (AppKit's text). */
  entry: 'Choose a name',
  registerTitle: 'Choose a name',
  successTitle: 'Name registered',
} as const;
