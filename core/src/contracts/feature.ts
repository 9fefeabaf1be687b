import type { Token } from '../di/tokens';
import type { Unsubscribe } from './adapter';

/** What a feature's code gets once it is loaded. */
export interface FeatureContext {
  /** What is registered under a token (core's are in TOKENS); its type is the token's. */
  resolve<T>(token: Token<T>): T;
}

/** The module a feature plugin loads on demand (its code and its views' descriptions). */
export interface FeatureModule {
  /** Wire the feature into the instance; return a teardown. */
  setup?(context: FeatureContext): void | Unsubscribe;
  /**
   * Renderers of the feature's views, keyed by view name. Core never calls them: a UI
   * package (e.g. @portico/react) reads them, so the shape is the UI's business.
   */
  readonly views?: Readonly<Record<string, unknown>>;
}

/**
 * An opt-in feature (swaps, on-ramp, names, ...). The plugin object itself is tiny; its code
 * sits behind `load()`, a dynamic `import()`, and is fetched only when the feature is
 * switched on in `options.features` and one of its views is opened (or `loadFeature` is
 * called).
 */
export interface FeaturePlugin {
  /** The `options.features` key that switches it on, e.g. 'swaps'. */
  readonly id: string;
  /** View names this feature adds to the router. */
  readonly views: readonly string[];
  /** Container tokens the feature needs; installing fails early when one is missing. */
  readonly needs?: readonly Token<unknown>[];
  load(): Promise<FeatureModule>;
}
