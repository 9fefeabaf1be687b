/**
 * The texts the plugin object shows before Swap's code loads (its account button and its views'
 * titles): the only texts that load with the page. The views' texts are in labels.ts.
 */
export const SWAP_PLUGIN_TEXTS = {
  /** The account screen's button and the form's title. */
  entry: 'Swap',
  swap: 'Swap',
  selectTokenTitle: 'Select Token',
  previewTitle: 'Review Swap',
} as const;
