/**
 * The texts the plugin object shows before Send's code loads (its account button and its views'
 * titles): the only texts that load with the page. The views' texts are in labels.ts.
 */
export const SEND_PLUGIN_TEXTS = {
  /** The account screen's button and the form's title. */
  entry: 'Send',
  send: 'Send',
  selectTokenTitle: 'Select Token',
  previewTitle: 'Review Send',
} as const;
