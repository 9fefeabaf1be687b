import { ConfigurationError, InstanceDestroyedError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type {
  AfterConnectStep,
  FeatureContext,
  FeaturePlugin,
  LoadedFeature,
  LoadedFeatureOf,
  LoadFeature,
  ModalStep,
} from '../contracts/feature';
import { isPluginEnabled } from '../orders/walletFeatures';
import type { Features } from './defaultFeatures';
import type { Token } from '../di/tokens';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import { PLUGIN_SPEC_VIEWS } from '../router/views';

export interface FeaturePlugins {
  /** The enabled plugin that owns `view`, if any. */
  pluginForView(view: string): FeaturePlugin | undefined;
  /** Every view of the enabled plugins. */
  readonly views: readonly string[];
  isEnabled(id: string): boolean;
  /** Loads (once) an enabled plugin's code and creates its state, actions and setup. */
  readonly load: LoadFeature;
  /** A plugin that finished loading. */
  readonly loaded: LoadedFeatureOf;
  /** An account connected: loads the enabled plugins whose `loadWhen` is 'connected'. */
  connected(): void;
  /**
   * Where the modal goes after a visitor's connect: undefined when no enabled plugin has a
   * step after connect (close at once, as always); otherwise those plugins are loaded and
   * their steps asked in order: the first view answered wins, else 'close'.
   */
  afterConnect(): Promise<AfterConnectStep> | undefined;
  /** false while a loaded plugin's step refuses closing the modal. */
  canClose(): boolean;
  destroy(): void;
}

export interface FeaturePluginsInput {
  readonly plugins: readonly FeaturePlugin[];
  readonly features: Features;
  readonly coreViews: readonly string[];
  /** The instance's container, which each plugin's context resolves from. */
  readonly context: Pick<FeatureContext, 'resolve'> & { has(token: Token<unknown>): boolean };
  /** The instance's store, for what a plugin's context writes into core's state. */
  readonly store?: Store<PorticoState>;
}

/**
 * The feature plugins of one instance. A plugin is enabled when `features[plugin.id]` is
 * true; a disabled plugin's `load()` is never called, so its code is never fetched. A loaded
 * plugin's state and actions belong to this instance: two instances share none of it.
 */
export function createFeaturePlugins(input: FeaturePluginsInput): FeaturePlugins {
  const enabled = input.plugins.filter((plugin) => isPluginEnabled(plugin, input.features));
  const byView = new Map<string, FeaturePlugin>();
  for (const plugin of enabled) {
    for (const token of plugin.needs ?? []) {
      if (!input.context.has(token)) {
        throw new ConfigurationError(
          MESSAGES.featureNeedsMissing(plugin.id, String(token)),
          'FEATURE_NEEDS_MISSING',
        );
      }
    }
    for (const view of plugin.views) {
      const coreOwns = input.coreViews.includes(view) && !PLUGIN_SPEC_VIEWS.includes(view as never);
      if (byView.has(view) || coreOwns) {
        throw new ConfigurationError(MESSAGES.viewDefinedTwice(view), 'VIEW_DEFINED_TWICE');
      }
      byView.set(view, plugin);
    }
  }

  const loading = new Map<string, Promise<LoadedFeature>>();
  const loadedFeatures = new Map<string, LoadedFeature>();
  const teardowns: (() => void)[] = [];
  const modalSteps = new Map<string, ModalStep>();
  const withStep = enabled.filter((plugin) => plugin.stepAfterConnect === true);
  let destroyed = false;

  /** The enabled plugin `feature` names; given as an object, it must be the one installed. */
  const find = (feature: string | FeaturePlugin) =>
    typeof feature === 'string'
      ? enabled.find((candidate) => candidate.id === feature)
      : enabled.find((candidate) => candidate === feature);
  const idOf = (feature: string | FeaturePlugin) =>
    typeof feature === 'string' ? feature : feature.id;

  async function loadPlugin(plugin: FeaturePlugin): Promise<LoadedFeature> {
    // The setup code comes with the plugin's: an app with no plugin open never fetches it.
    const [module, { setUpFeature }] = await Promise.all([plugin.load(), import('./featureSetup')]);
    // Code that arrives after destroy() is never set up: its teardown would never run.
    if (destroyed) throw new InstanceDestroyedError();
    const { feature, teardown, modalStep } = setUpFeature(
      plugin.id,
      module,
      input.context.resolve,
      input.store,
    );
    if (teardown) teardowns.push(teardown);
    if (modalStep) modalSteps.set(plugin.id, modalStep);
    loadedFeatures.set(plugin.id, feature);
    return feature;
  }

  function load(feature: string | FeaturePlugin): Promise<LoadedFeature> {
    if (destroyed) return Promise.reject(new InstanceDestroyedError());
    const plugin = find(feature);
    if (!plugin) {
      return Promise.reject(
        new ConfigurationError(MESSAGES.featureDisabled(idOf(feature)), 'FEATURE_DISABLED'),
      );
    }
    let pending = loading.get(plugin.id);
    if (!pending) {
      pending = loadPlugin(plugin);
      pending.catch(() => loading.delete(plugin.id)); // a failed load may be retried
      loading.set(plugin.id, pending);
    }
    return pending;
  }

  const loaded = (feature: string | FeaturePlugin) => {
    const plugin = find(feature);
    return plugin && loadedFeatures.get(plugin.id);
  };

  return {
    pluginForView: (view) => byView.get(view),
    views: [...byView.keys()],
    isEnabled: (id) => enabled.some((plugin) => plugin.id === id),
    // The typed overloads hold because an object is accepted only when it is the installed
    // plugin itself, whose module gave this feature its actions and state.
    load: load as LoadFeature,
    loaded: loaded as LoadedFeatureOf,
    connected() {
      // A failed load is tried again with the next connection or the plugin's first view.
      for (const plugin of enabled) if (plugin.loadWhen) load(plugin).catch(() => undefined);
    },
    afterConnect() {
      if (withStep.length === 0) return undefined;
      return (async (): Promise<AfterConnectStep> => {
        for (const plugin of withStep) {
          // A plugin that fails to load or to answer counts as 'close'; the next one is asked.
          const step = await load(plugin)
            .then(() => modalSteps.get(plugin.id)?.afterConnect?.())
            .catch(() => undefined);
          if (step && step !== 'close') return step;
        }
        return 'close';
      })();
    },
    canClose: () => [...modalSteps.values()].every((step) => step.canClose?.() !== false),
    destroy() {
      destroyed = true;
      modalSteps.clear();
      for (const teardown of teardowns.splice(0)) teardown();
    },
  };
}
