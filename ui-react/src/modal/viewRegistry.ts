/**
 * Which code renders a view. Core's views are lazy modules of this package, one chunk each
 * (a bundler splits every `import()`); a feature plugin's views come from its own module,
 * loaded through `portico.loadFeature(id)`, so the modal renders them with no change here.
 * Part of the dialog's chunk, not of the page's code (the buttons' views: firstViews.ts).
 */
import type { CoreView, Portico, ViewName } from '@portico/core';
import { TOKENS } from '@portico/core';
import type { PorticoViewComponent, PorticoViewProps } from './viewTypes';
import { FIRST_VIEWS } from './firstViews';
import { preloadable, type Preloadable } from './preloadable';

export type LazyView = Preloadable<PorticoViewProps>;

/** Core's views that this package builds. A core view missing here shows 'not available yet'. */
export const CORE_VIEW_MODULES: Readonly<Partial<Record<CoreView, LazyView>>> = Object.freeze({
  ...FIRST_VIEWS,
  ConnectingExternal: preloadable<PorticoViewProps>(
    () => import('../views/ConnectingExternalView'),
  ),
  ConnectingWalletConnect: preloadable<PorticoViewProps>(
    () => import('../views/ConnectingWalletConnectView'),
  ),
  ConnectingWalletConnectBasic: preloadable<PorticoViewProps>(
    () => import('../views/ConnectingWalletConnectBasicView'),
  ),
  AllWallets: preloadable<PorticoViewProps>(() => import('../views/AllWalletsView')),
  UnsupportedChain: preloadable<PorticoViewProps>(() => import('../views/UnsupportedChainView')),
  ApproveTransaction: preloadable<PorticoViewProps>(
    () => import('../views/ApproveTransactionView'),
  ),
  ConnectingMultiChain: preloadable<PorticoViewProps>(
    () => import('../views/ConnectingMultiChainView'),
  ),
  SelectAccount: preloadable<PorticoViewProps>(() => import('../views/SelectAccountView')),
});

/** A plugin export is rendered only when it is something React can render as a component. */
function isComponent(value: unknown): value is PorticoViewComponent {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

export interface ViewResolver {
  /** The lazy renderer of `view`, or undefined when nothing provides it. */
  get(view: ViewName): LazyView | undefined;
  /** True when core's registry or an enabled feature plugin provides `view`. */
  has(view: ViewName): boolean;
  /** The title a feature plugin gives its `view`, if it gives one. */
  title(view: ViewName): string | undefined;
}

/**
 * One instance's view lookup: core's modules plus its enabled plugins' views (cached). A
 * plugin's view loads the plugin (`TOKENS.features`), then renders its component; a plugin
 * whose module has no renderer for a view it lists gets ViewUnavailable, loaded then.
 */
export function createViewResolver(portico: Portico): ViewResolver {
  const features = portico.resolve(TOKENS.features);
  const { plugins } = portico.resolve(TOKENS.options);
  const pluginViews = new Map<string, LazyView>();

  const get = (view: ViewName): LazyView | undefined => {
    const core = CORE_VIEW_MODULES[view as CoreView];
    if (core) return core;
    const pluginId = features.pluginOf(view);
    if (!pluginId) return undefined;
    let lazyView = pluginViews.get(view);
    if (!lazyView) {
      lazyView = preloadable(async () => {
        const feature = await features.load(pluginId);
        const component = feature.views[view];
        return isComponent(component) ? { default: component } : import('../views/ViewUnavailable');
      });
      pluginViews.set(view, lazyView);
    }
    return lazyView;
  };
  const title = (view: ViewName) => {
    const pluginId = features.pluginOf(view);
    return plugins.find((plugin) => plugin.id === pluginId)?.titles?.[view];
  };

  return { get, has: (view) => get(view) !== undefined, title };
}
