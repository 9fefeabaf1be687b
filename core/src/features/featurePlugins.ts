import { ConfigurationError, InstanceDestroyedError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type { FeatureContext, FeatureModule, FeaturePlugin } from '../contracts/feature';
import type { Features } from './defaultFeatures';
import type { Token } from '../di/tokens';

export interface FeaturePlugins {
  /** The enabled plugin that owns `view`, if any. */
  pluginForView(view: string): FeaturePlugin | undefined;
  /** Every view of the enabled plugins. */
  readonly views: readonly string[];
  isEnabled(id: string): boolean;
  /** Loads (once) and sets up an enabled plugin's code. */
  load(id: string): Promise<FeatureModule>;
  /** The module of a plugin that finished loading. */
  loaded(id: string): FeatureModule | undefined;
  destroy(): void;
}

export interface FeaturePluginsInput {
  readonly plugins: readonly FeaturePlugin[];
  readonly features: Features;
  readonly coreViews: readonly string[];
  readonly context: FeatureContext & { has(token: Token<unknown>): boolean };
}

/**
 * The feature plugins of one instance. A plugin is enabled when `features[plugin.id]` is
 * true; a disabled plugin's `load()` is never called, so its code is never fetched.
 */
export function createFeaturePlugins(input: FeaturePluginsInput): FeaturePlugins {
  const enabled = input.plugins.filter((plugin) => input.features[plugin.id] === true);
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
      if (byView.has(view) || input.coreViews.includes(view)) {
        throw new ConfigurationError(MESSAGES.viewDefinedTwice(view), 'VIEW_DEFINED_TWICE');
      }
      byView.set(view, plugin);
    }
  }

  const loading = new Map<string, Promise<FeatureModule>>();
  const modules = new Map<string, FeatureModule>();
  const teardowns: (() => void)[] = [];
  let destroyed = false;

  return {
    pluginForView: (view) => byView.get(view),
    views: [...byView.keys()],
    isEnabled: (id) => enabled.some((plugin) => plugin.id === id),
    load(id) {
      if (destroyed) return Promise.reject(new InstanceDestroyedError());
      const plugin = enabled.find((candidate) => candidate.id === id);
      if (!plugin) {
        return Promise.reject(
          new ConfigurationError(MESSAGES.featureDisabled(id), 'FEATURE_DISABLED'),
        );
      }
      let pending = loading.get(id);
      if (!pending) {
        pending = plugin.load().then((module) => {
          // Code that arrives after destroy() is never set up: its teardown would never run.
          if (destroyed) throw new InstanceDestroyedError();
          const teardown = module.setup?.(input.context);
          if (teardown) teardowns.push(teardown);
          modules.set(id, module);
          return module;
        });
        pending.catch(() => loading.delete(id)); // a failed load may be retried
        loading.set(id, pending);
      }
      return pending;
    },
    loaded: (id) => modules.get(id),
    destroy() {
      destroyed = true;
      for (const teardown of teardowns.splice(0)) teardown();
    },
  };
}
