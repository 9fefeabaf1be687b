import { MODAL_SHAKE_MS } from '../constants';
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type { EventBus } from '../events/events';
import type { FeaturePlugins } from '../features/featurePlugins';
import type { Timers } from '../instance/timers';
import type { Router, ViewData } from '../router/router';
import { CORE_VIEWS, openingView, type ViewName } from '../router/views';
import { firstConnectedNamespace } from '../state/connectedNamespace';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';

export interface OpenOptions {
  readonly view?: ViewName;
  /** Show only this namespace's connectors. */
  readonly namespace?: ChainNamespace;
  readonly data?: ViewData;
}

export interface Modal {
  open(options?: OpenOptions): void;
  close(): void;
  /** Back one view, or close when the spec's rules say so. */
  back(): void;
  /** The 500 ms shake that marks an error. */
  shake(): void;
  readonly router: Router;
}

/** Throws unless `view` is one of core's views or a view of an enabled feature plugin. */
export function assertKnownView(
  view: ViewName,
  plugins: Pick<FeaturePlugins, 'pluginForView'>,
): void {
  if (!(CORE_VIEWS as readonly string[]).includes(view) && !plugins.pluginForView(view)) {
    throw new ConfigurationError(MESSAGES.unknownView(view), 'UNKNOWN_VIEW');
  }
}

export interface ModalInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  readonly timers: Timers;
  readonly router: Router;
  readonly plugins: FeaturePlugins;
  readonly hasAdapters: boolean;
  readonly isMobile: boolean;
  /**
   * Closing is refused while this says so (a plugin's step: sign-in required and no session
   * yet); the modal shakes instead.
   */
  readonly canClose?: () => boolean;
  readonly onPluginLoadError: (error: unknown) => void;
}

export function createModal(input: ModalInput): Modal {
  const { store, events, timers, router, plugins } = input;
  const activeAddress = () => {
    const { activeNamespace, chains } = store.getState();
    return activeNamespace ? chains[activeNamespace]?.account.address : undefined;
  };
  const loadPluginOf = (view: ViewName) => {
    const plugin = plugins.pluginForView(view);
    if (plugin) plugins.load(plugin.id).catch(input.onPluginLoadError);
  };
  store.subscribe((state) => state.modal.view, loadPluginOf);
  const shake = () => {
    store.setState((state) => {
      state.modal.shake = true;
    });
    timers.after(MODAL_SHAKE_MS, () =>
      store.setState((state) => {
        state.modal.shake = false;
      }),
    );
  };
  const close = () => {
    if (!store.getState().modal.open) return;
    if (input.canClose?.() === false) {
      shake();
      return;
    }
    store.setState((state) => {
      state.modal.open = false;
      state.modal.shake = false;
      state.switchingNamespace = false;
      // The visitor left a namespace they had only chosen ("Connect Solana", or a network of
      // another namespace) without connecting it: the one still connected is shown again.
      const active = state.activeNamespace;
      if (active && state.chains[active]?.account.status === 'disconnected') {
        const connected = firstConnectedNamespace(state.chains);
        if (connected) state.activeNamespace = connected;
      }
    });
    events.emit('MODAL_CLOSE', { connected: Boolean(activeAddress()) });
  };

  return {
    router,
    open(options = {}) {
      const view = openingView({
        requestedView: options.view,
        hasAdapters: input.hasAdapters,
        address: activeAddress(),
        isMobile: input.isMobile,
      });
      assertKnownView(view, plugins);
      const data = options.namespace
        ? { ...options.data, namespace: options.namespace }
        : options.data;
      store.setState((state) => {
        state.modal.open = true;
        state.modal.view = view;
        state.modal.history = [view];
        state.modal.data = data;
      });
      events.emit('MODAL_OPEN', { view, connected: Boolean(activeAddress()) });
    },
    close,
    back() {
      if (!router.back()) close();
    },
    shake,
  };
}
