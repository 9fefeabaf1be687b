/**
 * The texts the plugin object shows before the sign-in code loads (its views' titles): the
 * only texts that load with the page. The views' texts are in labels.ts.
 */
export const SIWX_PLUGIN_TEXTS = {
  /** SIWXSignMessage's title (AppKit's). */
  signMessageTitle: 'Sign In',
  /** ConnectingSiwe's title. */
  connectingTitle: 'Sign In',
} as const;
