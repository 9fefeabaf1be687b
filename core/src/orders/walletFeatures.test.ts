import type { AccountEntrySlot, FeaturePlugin } from '../contracts/feature';
import { DEFAULT_FEATURES, type Features } from '../features/defaultFeatures';
import { WALLET_FEATURE_ORDER, accountEntries } from './walletFeatures';

const load = () => Promise.resolve({});
const plugin = (id: string, slot: AccountEntrySlot): FeaturePlugin => ({
  id,
  views: [`${id}View`],
  entry: { label: id, slot },
  load,
});
/** A plugin per wallet feature, named after it, given in no particular order. */
const walletPlugins = [
  plugin('send', 'send'),
  plugin('receive', 'receive'),
  plugin('swaps', 'swaps'),
  plugin('onramp', 'onramp'),
];
const allOn = { ...DEFAULT_FEATURES, onramp: true, swaps: true, receive: true, send: true };
const labels = (plugins: FeaturePlugin[], features: Partial<Features> = {}) =>
  accountEntries(plugins, { ...allOn, ...features } as Features).map((entry) => entry.label);

describe('accountEntries', () => {
  it('wallet feature order: onramp, swaps, receive, send', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    // The order the plugins are given in must not matter.
    expect(labels(walletPlugins)).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('only enabled features get an entry, still in the spec order', () => {
    expect(labels(walletPlugins, { swaps: false })).toEqual(['onramp', 'receive', 'send']);
    expect(labels(walletPlugins, { onramp: false, receive: false })).toEqual(['swaps', 'send']);
  });

  it('with every wallet feature off there are no entries', () => {
    const off = { onramp: false, swaps: false, receive: false, send: false };
    expect(labels(walletPlugins, off)).toEqual([]);
  });

  it('each feature switch controls its own entry, whatever the plugin providing it is called', () => {
    const betterSwaps = plugin('betterSwaps', 'swaps');
    expect(labels([betterSwaps], { betterSwaps: true })).toEqual(['betterSwaps']);
    expect(labels([betterSwaps], { betterSwaps: true, swaps: false })).toEqual([]);
    for (const feature of WALLET_FEATURE_ORDER) {
      const entries = labels(walletPlugins, { [feature]: false });
      expect(entries).not.toContain(feature);
      expect(entries).toHaveLength(3);
    }
  });

  it("entries placed 'after' follow the wallet features, in the order the plugins are given", () => {
    const names = plugin('names', 'after');
    const guide = plugin('guide', 'after');
    const on = { names: true, guide: true };
    expect(labels([guide, ...walletPlugins, names], on)).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
      'guide',
      'names',
    ]);
    expect(labels([names, guide], on)).toEqual(['names', 'guide']);
  });

  it('a switched-off plugin, or one without an entry, has none', () => {
    const quiet: FeaturePlugin = { id: 'quiet', views: ['Quiet'], load };
    expect(labels([plugin('names', 'after'), quiet], { names: false, quiet: true })).toEqual([]);
  });

  it("an entry opens its declared view, else the plugin's first view, and names its plugin", () => {
    const swaps: FeaturePlugin = {
      id: 'swaps',
      views: ['Swap', 'SwapPreview'],
      entry: { label: 'Swap', slot: 'swaps', icon: 'swap' },
      load,
    };
    const preview: FeaturePlugin = { ...swaps, entry: { ...swaps.entry!, view: 'SwapPreview' } };
    expect(accountEntries([swaps], allOn)).toEqual([
      { label: 'Swap', slot: 'swaps', icon: 'swap', plugin: 'swaps', view: 'Swap' },
    ]);
    expect(accountEntries([preview], allOn)[0]?.view).toBe('SwapPreview');
  });
});
