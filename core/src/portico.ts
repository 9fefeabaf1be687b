/**
 * createPortico: wires one instance's parts. Each part lives in its own module; this file only
 * connects them. The interface it returns is documented in porticoApi.ts. It is a little over
 * 300 lines because the wiring reads best in one place, in the order the parts depend on
 * each other; any logic beyond wiring belongs in the parts' modules.
 */
import type { WildcardHandler } from 'mitt';
import { createConnectionController } from './connection/connection';
import type { InstalledAdapter } from './connection/installedAdapters';
import { createConnectorRegistry } from './connection/connectorRegistry';
import type { NativeBalances } from './connection/nativeBalance';
import type { WalletActions } from './connection/walletActions';
import { createInstanceContainer } from './di/container';
import { INTERNAL_STORE } from './di/internalTokens';
import { TOKENS } from './di/surface';
import { InstanceDestroyedError } from './errors/errors';
import { MESSAGES } from './errors/messages';
import { createEventBus, type PorticoEvent, type PorticoEvents } from './events/events';
import { createFeaturePlugins } from './features/featurePlugins';
import { createAlerts } from './feedback/alerts';
import { createToasts } from './feedback/toasts';
import { installPlugins } from './instance/installPlugins';
import { createTimers } from './instance/timers';
import { modalConnectionEffects } from './modal/connectionEffects';
import { assertKnownView, createModal } from './modal/modal';
import { resolveOptions, type PorticoOptions } from './options/options';
import { detectPlatform, type Platform } from './platform/platform';
import type { Portico } from './porticoApi';
import { createInstanceReaders } from './readers/instanceReaders';
import { createRouter } from './router/router';
import { CORE_VIEWS } from './router/views';
import { createServiceLoader, resolveServiceUrls } from './services/serviceLoader';
import { initialState, namespacesOf } from './state/initialState';
import { createStore } from './state/store';
import type { PorticoState } from './state/types';
import { writePairing } from './state/writePairing';
import { persistActiveChain, restoreActiveChain } from './storage/activeChain';
import { createConnectorMemory } from './storage/connectorMemory';
import { createRecentWallets } from './storage/recentWallets';
import { openInstanceStorage } from './storage/storage';
import { createTransactionTracker } from './transactions/transactionTracker';
import type { ChainNamespace } from './validators/caip';

export type { Portico, ModalInfo } from './porticoApi';

type Unsubscribe = () => void;

export function createPortico(userOptions: PorticoOptions): Portico {
  const options = resolveOptions(userOptions);
  let destroyed = false;
  const container = createInstanceContainer();
  const timers = createTimers();
  const events = createEventBus();
  const platform: Platform = { ...detectPlatform(), ...options.platform };
  // The prefix is checked here and claimed once the instance is built (before `return`).
  const instanceStorage = openInstanceStorage(options.storage);
  const { storage } = instanceStorage;
  const recentWallets = createRecentWallets(storage);

  const namespaces = namespacesOf(options);
  const restored = restoreActiveChain(storage, namespaces, options.networks);
  const store = createStore<PorticoState>(initialState(options, restored));

  // What a feature plugin may list in `needs` is registered before the plugins are read.
  const { register } = container;
  register(TOKENS.options, options);
  register(TOKENS.state, { getState: store.getState, subscribe: store.subscribe });
  register(INTERNAL_STORE, store);
  register(TOKENS.events, events);
  register(TOKENS.storage, storage);
  register(TOKENS.platform, platform);
  register(TOKENS.networks, options.networks);
  const toasts = createToasts(store, timers);
  // The adapters map is filled by installPlugins below; the tracker reads it on first use.
  const adapters = new Map<ChainNamespace, InstalledAdapter>();
  const transactions = createTransactionTracker({
    store,
    storage,
    timers,
    toasts,
    networks: options.networks,
    adapterOf: (namespace) => adapters.get(namespace)?.adapter,
  });
  register(TOKENS.transactions, transactions.tracker);

  const plugins = createFeaturePlugins({
    plugins: options.plugins,
    features: options.features,
    coreViews: CORE_VIEWS,
    context: { resolve: container.resolve, has: container.has },
    store,
  });
  const alerts = createAlerts(store);
  const router = createRouter(store, (view) => assertKnownView(view, plugins));
  const modal = createModal({
    store,
    events,
    timers,
    router,
    plugins,
    hasAdapters: options.adapters.length > 0,
    isMobile: platform.isMobile,
    canClose: plugins.canClose,
    onPluginLoadError: () => toasts.error(MESSAGES.anErrorOccurred),
  });
  const services = createServiceLoader({
    urls: resolveServiceUrls(options.services, options.projectId),
    projectId: options.projectId,
    timers,
    alerts,
    toasts,
  });
  const connectors = createConnectorRegistry(store, timers);

  register(TOKENS.router, router);
  register(TOKENS.modal, modal);
  register(TOKENS.toasts, toasts);
  register(TOKENS.alerts, alerts);
  register(TOKENS.services, services.load);
  register(TOKENS.connectors, { get: connectors.get });
  register(TOKENS.features, {
    views: plugins.views,
    pluginOf: (view) => plugins.pluginForView(view)?.id,
    load: plugins.load,
    loaded: plugins.loaded,
  });

  // The connection rules read the adapters map that installPlugins fills.
  const modalEffects = modalConnectionEffects(store, modal, toasts, {
    ...options,
    afterConnect: plugins.afterConnect,
    accountPicker: (namespace) => adapters.get(namespace)?.accountPicker === true,
  });
  const connection = createConnectionController({
    store,
    events,
    alerts,
    adapters: adapters,
    connectors,
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    defaultAccountTypes: options.defaultAccountTypes,
    memory: createConnectorMemory(storage),
    effects: {
      connected(result) {
        const connector = connectors.get(result.namespace, result.connectorId);
        if (connector && connector.type !== 'AUTH') {
          recentWallets.add({
            id: connector.info?.rdns ?? connector.id,
            name: connector.name,
            imageUrl: connector.imageUrl,
          });
        }
        modalEffects.connected?.(result);
      },
      connectStarted: modalEffects.connectStarted,
      chainChecked: modalEffects.chainChecked,
      accountSwitched: modalEffects.accountSwitched,
    },
  });

  const installed = installPlugins({
    adapterPlugins: options.adapters,
    adapters,
    connectors: options.connectors,
    networks: options.networks,
    namespaces,
    container,
    sharedContext: {
      showPairing: (shown, pairing) => writePairing(store, shown, pairing),
      events,
      alerts,
      timers,
      platform,
    },
    emit: (namespace, event) => connection.handleAdapterEvent(namespace, event),
  });

  const stopWatching: Unsubscribe[] = [
    persistActiveChain(store, storage),
    // The visitor closed the modal: shared connectors cancel a pending pairing.
    store.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (!open) for (const shared of installed.sharedConnectors) shared.abandon?.();
      },
    ),
    ...installed.watch(),
  ];

  // The balance watcher loads when an account first connects (it reads at once, then every
  // 30 s): a page where nobody connects never fetches it.
  let balanceWatcher: Promise<NativeBalances> | undefined;
  const balances = () =>
    (balanceWatcher ??= import('./connection/nativeBalance').then(({ watchNativeBalances }) => {
      const watcher = watchNativeBalances({ store, adapters, networks: options.networks, timers });
      if (destroyed) watcher.stop();
      return watcher;
    }));
  stopWatching.push(
    store.subscribe(
      (state) => Object.values(state.chains).some((chain) => chain?.account.status === 'connected'),
      (connected) => {
        if (connected) {
          void balances();
          plugins.connected(); // plugins with loadWhen: 'connected'
        }
      },
    ),
  );
  // Signing and sending load on the first request: a connect-only page never fetches them.
  let walletActions: Promise<WalletActions> | undefined;
  const actions = () =>
    (walletActions ??= import('./connection/walletActions').then(({ createWalletActions }) =>
      createWalletActions({
        store,
        connection,
        connectors,
        networks: options.networks,
        toasts,
        tracker: transactions.load,
        afterSend: (namespace) =>
          void balances()
            .then((watcher) => watcher.refresh(namespace))
            .catch(() => undefined),
      }),
    ));

  const ready = options.enableReconnect
    ? Promise.all([...adapters.keys()].map((namespace) => connection.reconnect(namespace))).then(
        () => undefined,
      )
    : Promise.resolve();

  const readers = createInstanceReaders(store, options.networks);
  const alive = () => {
    if (destroyed) throw new InstanceDestroyedError();
  };
  const releaseStoragePrefix = instanceStorage.claim();

  return {
    ...readers,
    async open(openOptions) {
      alive();
      modal.open(openOptions);
      const plugin = plugins.pluginForView(store.getState().modal.view);
      if (plugin) await plugins.load(plugin.id);
    },
    close: () => modal.close(),
    back: () => modal.back(),
    async switchNetwork(network) {
      alive();
      await connection.switchNetwork(network);
    },
    async connect(params) {
      alive();
      return connection.connect(params);
    },
    async disconnect(namespace) {
      alive();
      await connection.disconnect(namespace);
    },
    async switchAccount(params) {
      alive();
      await connection.switchAccount(params);
    },
    getConnectors: (namespace) =>
      store
        .getState()
        .connectors.filter((connector) => !namespace || connector.chain === namespace),
    subscribeEvents(listener) {
      const handler: WildcardHandler<PorticoEvents> = (type, data) =>
        listener({ type, data, timestamp: Date.now() } as PorticoEvent);
      events.on('*', handler);
      return () => events.off('*', handler);
    },
    setThemeMode: (mode) =>
      store.setState((state) => {
        state.theme.mode = mode;
      }),
    setThemeVariables: (variables) =>
      store.setState((state) => {
        state.theme.variables = { ...state.theme.variables, ...variables };
      }),
    async signMessage(params) {
      alive();
      return (await actions()).signMessage(params);
    },
    async signMessageWithScheme(params) {
      alive();
      return (await actions()).signMessageWithScheme(params);
    },
    async sendTransaction(params) {
      alive();
      return (await actions()).sendTransaction(params);
    },
    async sendToken(params) {
      alive();
      return (await actions()).sendToken(params);
    },
    getAdapter: (namespace) => connection.adapterOf(namespace).adapter,
    loadFeature: plugins.load,
    async refreshBalance(namespace) {
      alive();
      const key = namespace ?? store.getState().activeNamespace;
      if (key) await (await balances()).refresh(key);
    },
    services: services.load,
    ready,
    resolve: container.resolve,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const stop of stopWatching) stop();
      void balanceWatcher?.then((watcher) => watcher.stop());
      transactions.destroy();
      installed.destroy();
      plugins.destroy();
      services.destroy();
      timers.clearAll();
      events.all.clear();
      container.dispose();
      releaseStoragePrefix();
    },
  };
}
