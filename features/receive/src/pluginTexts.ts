/**
 * The texts the plugin object shows before Receive's code loads (its account button and its
 * view's title): the only texts that load with the page. The view's texts are in labels.ts.
 */
export const RECEIVE_PLUGIN_TEXTS = {
  receive: 'Receive',
  /** The account screen's button. */
  entry: 'Receive',
} as const;
