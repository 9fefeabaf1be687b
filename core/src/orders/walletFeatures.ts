import type { AccountEntry, FeaturePlugin } from '../contracts/feature';
import type { Features } from '../features/defaultFeatures';

export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number];

/** An account-screen entry with the plugin it belongs to and the view it opens. */
export interface PluginAccountEntry extends AccountEntry {
  /** The id of the plugin that declares it. */
  readonly plugin: string;
  readonly view: string;
}

/** A plugin is on when `features[plugin.id]` is true; an off plugin's code is never fetched. */
export const isPluginEnabled = (plugin: FeaturePlugin, features: Features): boolean =>
  features[plugin.id] === true;

/**
 * The account screen's plugin entries: those of the enabled plugins in the spec's wallet
 * feature order (onramp, swaps, receive, send), then the ones placed 'after' them in the order
 * the plugins are given. An entry at a wallet feature's slot shows only while that feature's
 * switch is on too.
 */
export function accountEntries(
  plugins: readonly FeaturePlugin[],
  features: Features,
): PluginAccountEntry[] {
  const rank = (entry: AccountEntry) =>
    entry.slot === 'after' ? WALLET_FEATURE_ORDER.length : WALLET_FEATURE_ORDER.indexOf(entry.slot);
  return plugins
    .filter((plugin) => isPluginEnabled(plugin, features))
    .flatMap((plugin) => {
      const { entry } = plugin;
      const view = entry?.view ?? plugin.views[0];
      if (!entry || !view || (entry.slot !== 'after' && features[entry.slot] !== true)) return [];
      return [{ ...entry, plugin: plugin.id, view }];
    })
    .sort((a, b) => rank(a) - rank(b)); // a stable sort: 'after' keeps the order given
}
