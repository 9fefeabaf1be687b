/**
 * The texts the plugin object shows before Buy's code loads (its account button and its views'
 * titles): the only texts that load with the page. The views' texts are in labels.ts.
 */
export const ONRAMP_PLUGIN_TEXTS = {
  /** The account screen's button. */
  entry: 'Buy',
  providersTitle: 'Buy',
  buyTitle: 'Buy',
} as const;
