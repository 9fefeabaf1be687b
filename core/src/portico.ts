/**
 * createPortico: declares the public Portico interface and wires one instance's parts. Over
 * 300 lines on purpose: every part lives in its own module; this file only connects them, and
 * the interface is documented here, where an app developer looks for it.
 */
import { createConnectionController, type InstalledAdapter } from './connection/connection';
import { ACCOUNT_TYPES, SPEC_DEFAULT_ACCOUNT_TYPES } from './contracts/accountTypes';
import type { Adapter, AdapterEvent } from './contracts/adapter';
import type { FeatureModule } from './contracts/feature';
import { createInstanceContainer } from './di/container';
import { sharedConnectorToken, TOKENS } from './di/surface';
import type { Token } from './di/tokens';
import { INTERNAL_STORE } from './di/internalTokens';
import { InstanceDestroyedError } from './errors/errors';
import type { WildcardHandler } from 'mitt';
import { createEventBus, type PorticoEvent, type PorticoEvents } from './events/events';
import { createFeaturePlugins } from './features/featurePlugins';
import { createAlerts } from './feedback/alerts';
import { createToasts } from './feedback/toasts';
import { createTimers } from './instance/timers';
import { assertKnownView, createModal, type OpenOptions } from './modal/modal';
import type { Network } from './networks/network';
import { resolveOptions, type PorticoOptions } from './options/options';
import { detectPlatform, type Platform } from './platform/platform';
import { createRouter } from './router/router';
import { CORE_VIEWS, type ViewName } from './router/views';
import { initialState, namespacesOf } from './state/initialState';
import { createStore, shallowEqual } from './state/store';
import type { ConnectorInfo, PorticoState, ThemeMode, ThemeVariables } from './state/types';
import { persistActiveChain, restoreActiveChain } from './storage/activeChain';
import { createRecentWallets } from './storage/recentWallets';
import { createDefaultStorage } from './storage/storage';
import type { ChainNamespace } from './validators/caip';
import { createAccountReader, type AccountInfo } from './readers/accountReader';
import { createNetworkReader, type NetworkInfo } from './readers/networkReader';
import { createBalanceReader, type BalanceInfo } from './readers/balanceReader';
import { MESSAGES } from './errors/messages';
import type { ServiceClients } from './services/index';
import { createServiceLoader, resolveServiceUrls } from './services/serviceLoader';
import { watchNativeBalances } from './connection/nativeBalance';
import { createSessionAdapter } from './connection/sessionAdapter';
import {
  createWalletActions,
  type SendTokenRequest,
  type SendTransactionRequest,
  type SignMessageParams,
} from './connection/walletActions';

type Unsubscribe = () => void;

/** The modal's state as `getState()` reports it. */
export interface ModalInfo {
  readonly open: boolean;
  readonly view: ViewName;
  readonly history: readonly ViewName[];
  readonly activeNamespace?: ChainNamespace;
  readonly selectedNetworkId?: string;
}

/** One Portico: one modal, its state, its adapters and plugins. Instances share nothing. */
export interface Portico {
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  back(): void;
  getState(): ModalInfo;
  subscribeState(listener: (state: ModalInfo) => void): Unsubscribe;
  getAccount(namespace?: ChainNamespace): AccountInfo | undefined;
  subscribeAccount(
    listener: (account: AccountInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  /**
   * The native balance of a namespace's account (default: the active one), as account state
   * holds it: `balance` formatted for display and `balanceSymbol`; both undefined until read.
   */
  getBalance(namespace?: ChainNamespace): BalanceInfo;
  /** Called when that balance or its symbol changes (core reads it on connect and every 30 s). */
  subscribeBalance(
    listener: (balance: BalanceInfo) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  getNetwork(namespace?: ChainNamespace): NetworkInfo;
  subscribeNetwork(
    listener: (network: NetworkInfo) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  switchNetwork(network: Network): Promise<void>;
  connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  getConnectors(namespace?: ChainNamespace): readonly ConnectorInfo[];
  subscribeEvents(listener: (event: PorticoEvent) => void): Unsubscribe;
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
  /**
   * Asks the connected wallet of a namespace (default: the active one) to sign a message.
   * Throws 'No ActiveCaipAddress found' when nothing is connected; a declined request shows
   * 'Signature declined' and rejects with a UserRejectedError.
   */
  signMessage(params: SignMessageParams): Promise<string>;
  /** Sends from the connected account on the namespace's active network; the hash or id. */
  sendTransaction(params: SendTransactionRequest): Promise<string>;
  /**
   * Sends a token (SPL on solana) from the connected account on the namespace's active
   * network, where the adapter can; the transaction hash or id.
   */
  sendToken(params: SendTokenRequest): Promise<string>;
  /** The live adapter of a namespace, for chain actions (sign, send, balance). */
  getAdapter(namespace: ChainNamespace): Adapter;
  /** Loads an enabled feature plugin's code (once). */
  loadFeature(id: string): Promise<FeatureModule>;
  /**
   * The wallet catalogue, blockchain data and analytics clients (spec 7), their code loaded
   * on the first call; undefined when the instance has no services (see serviceLoader.ts).
   */
  services(): Promise<ServiceClients | undefined>;
  /**
   * Reads the native balance of a namespace's account again now (core reads it on connect,
   * on a change of account or network, and every 30 s; this is for after a send).
   */
  refreshBalance(namespace?: ChainNamespace): Promise<void>;
  /** Settles when reconnecting on page load has finished. */
  readonly ready: Promise<void>;
  /**
   * For UI bindings and feature plugins: a part of the plugin surface (state, modal, router,
   * toasts, ...; see TOKENS), typed by its token.
   */
  resolve<T>(token: Token<T>): T;
  destroy(): void;
}

export function createPortico(userOptions: PorticoOptions): Portico {
  const options = resolveOptions(userOptions);
  const container = createInstanceContainer();
  const timers = createTimers();
  const events = createEventBus();
  const platform: Platform = { ...detectPlatform(), ...options.platform };
  const storage = createDefaultStorage(options.storage);
  const recentWallets = createRecentWallets(storage);

  const namespaces = namespacesOf(options);
  const restored = restoreActiveChain(storage, namespaces, options.networks);
  const store = createStore<PorticoState>(initialState(options, restored));

  const register = container.register;
  register(TOKENS.options, options);
  register(TOKENS.state, { getState: store.getState, subscribe: store.subscribe });
  register(INTERNAL_STORE, store);
  register(TOKENS.events, events);
  register(TOKENS.storage, storage);
  register(TOKENS.platform, platform);
  register(TOKENS.networks, options.networks);
  const resolve = container.resolve;

  const plugins = createFeaturePlugins({
    plugins: options.plugins,
    features: options.features,
    coreViews: CORE_VIEWS,
    context: { resolve, has: container.has },
  });
  const toasts = createToasts(store, timers);
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
    onPluginLoadError: () => toasts.error(MESSAGES.anErrorOccurred),
  });
  register(TOKENS.router, router);
  register(TOKENS.modal, modal);
  register(TOKENS.toasts, toasts);
  register(TOKENS.alerts, alerts);
  const services = createServiceLoader({
    urls: resolveServiceUrls(options.services, options.projectId),
    projectId: options.projectId,
    timers,
    alerts,
    toasts,
  });
  register(TOKENS.services, services.load);

  const installed = new Map<ChainNamespace, InstalledAdapter>();
  const connection = createConnectionController({
    store,
    events,
    modal,
    alerts,
    timers,
    adapters: installed,
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    defaultAccountTypes: options.defaultAccountTypes,
    memory: {
      get: (namespace) => storage.get('connectedConnectors')?.[namespace],
      set: (namespace, connectorId) =>
        storage.set('connectedConnectors', {
          ...storage.get('connectedConnectors'),
          [namespace]: connectorId,
        }),
      remove(namespace) {
        const { [namespace]: _removed, ...rest } = storage.get('connectedConnectors') ?? {};
        storage.set('connectedConnectors', rest);
      },
    },
    onConnected(connector) {
      if (connector.type === 'AUTH') return;
      recentWallets.add({
        id: connector.rdns ?? connector.id,
        name: connector.name,
        imageUrl: connector.imageUrl,
      });
    },
  });
  register(TOKENS.connectors, { get: connection.connector });
  register(TOKENS.features, {
    views: plugins.views,
    pluginOf: (view) => plugins.pluginForView(view)?.id,
    load: plugins.load,
    loaded: plugins.loaded,
  });

  // Shared connectors first: every adapter is told which of them serve its namespace.
  const adapted = options.adapters.map((adapter) => adapter.namespace);
  const unadapted = [...namespaces].filter((namespace) => !adapted.includes(namespace));
  const sharedConnectors = options.connectors.map((plugin) => {
    const shared = plugin.create({
      networks: options.networks,
      namespaces: adapted,
      unadaptedNamespaces: unadapted,
      store,
      events,
      alerts,
      timers,
      platform,
    });
    register(sharedConnectorToken(plugin.id), shared);
    return shared;
  });

  const stopWatching: Unsubscribe[] = [persistActiveChain(store, storage)];
  for (const plugin of options.adapters) {
    const namespace = plugin.namespace;
    const adapter = plugin.create({
      sharedConnectors: sharedConnectors.flatMap((shared) => {
        const connector = shared.connectorFor(namespace);
        return connector ? [connector] : [];
      }),
      networks: options.networks.filter((network) => network.chainNamespace === namespace),
      emit: (event) => connection.handleAdapterEvent(namespace, event),
      resolve: container.find,
    });
    installed.set(namespace, { adapter, accountTypes: plugin.accountTypes });
    stopWatching.push(adapter.watchConnectors());
  }

  // A namespace with networks and no adapter: a shared connector may connect it on its own.
  for (const namespace of unadapted) {
    for (const shared of sharedConnectors) {
      const session = shared.sessionFor?.(namespace);
      const connector = session && shared.connectorFor(namespace);
      if (!session || !connector) continue;
      const emit = (event: AdapterEvent) => connection.handleAdapterEvent(namespace, event);
      const adapter = createSessionAdapter(namespace, connector, session, emit);
      const accountType = SPEC_DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa';
      installed.set(namespace, {
        adapter,
        accountTypes: { default: accountType, accepted: ACCOUNT_TYPES },
        readsChain: false,
      });
      stopWatching.push(adapter.watchConnectors());
      break;
    }
  }

  const balances = watchNativeBalances({
    store,
    adapters: installed,
    networks: options.networks,
    timers,
  });

  const walletActions = createWalletActions({
    store,
    connection,
    networks: options.networks,
    toasts,
    afterSend: (namespace) => void balances.refresh(namespace).catch(() => undefined),
  });

  const ready = options.enableReconnect
    ? Promise.all([...installed.keys()].map((namespace) => connection.reconnect(namespace))).then(
        () => undefined,
      )
    : Promise.resolve();

  const accounts = createAccountReader();
  const balanceReader = createBalanceReader();
  const readBalance = (namespace?: ChainNamespace) =>
    balanceReader.read(store.getState(), namespace);
  const networkReader = createNetworkReader(options.networks);
  const readNetwork = (namespace?: ChainNamespace) => {
    const state = store.getState();
    const key = namespace ?? state.activeNamespace;
    return networkReader.read(key, key ? state.chains[key] : undefined);
  };
  const modalInfo = (state: PorticoState): ModalInfo => ({
    open: state.modal.open,
    view: state.modal.view,
    history: state.modal.history,
    activeNamespace: state.activeNamespace,
    selectedNetworkId: state.activeNamespace
      ? state.chains[state.activeNamespace]?.caipNetworkId
      : undefined,
  });
  // The same object until the modal, the active namespace or its network changes.
  let cachedModal: ModalInfo | undefined;
  const getState = () => {
    const next = modalInfo(store.getState());
    if (!cachedModal || !shallowEqual(cachedModal, next)) cachedModal = next;
    return cachedModal;
  };

  let destroyed = false;
  const alive = () => {
    if (destroyed) throw new InstanceDestroyedError();
  };
  const readAccount = (namespace?: ChainNamespace) => {
    const state = store.getState();
    const key = namespace ?? state.activeNamespace;
    return key ? accounts.read(key, state.chains[key]?.account) : undefined;
  };

  return {
    async open(openOptions) {
      alive();
      modal.open(openOptions);
      const plugin = plugins.pluginForView(store.getState().modal.view);
      if (plugin) await plugins.load(plugin.id);
    },
    close: () => modal.close(),
    back: () => modal.back(),
    getState,
    subscribeState: (listener) => store.subscribe(() => getState(), listener),
    getAccount: readAccount,
    subscribeAccount: (listener, namespace) =>
      store.subscribe(
        () => readAccount(namespace),
        (account) => listener(account),
      ),
    getBalance: readBalance,
    subscribeBalance: (listener, namespace) =>
      store.subscribe(
        () => readBalance(namespace),
        (balance) => listener(balance),
      ),
    getNetwork: readNetwork,
    subscribeNetwork: (listener, namespace) =>
      store.subscribe(
        () => readNetwork(namespace),
        (network) => listener(network),
      ),
    async switchNetwork(network) {
      alive();
      await connection.switchNetwork(network);
    },
    async connect(params) {
      alive();
      await connection.connect(params);
    },
    async disconnect(namespace) {
      alive();
      await connection.disconnect(namespace);
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
      return walletActions.signMessage(params);
    },
    async sendTransaction(params) {
      alive();
      return walletActions.sendTransaction(params);
    },
    async sendToken(params) {
      alive();
      return walletActions.sendToken(params);
    },
    getAdapter: (namespace) => connection.adapterOf(namespace).adapter,
    loadFeature: (id) => plugins.load(id),
    async refreshBalance(namespace) {
      alive();
      const key = namespace ?? store.getState().activeNamespace;
      if (key) await balances.refresh(key);
    },
    services: services.load,
    ready,
    resolve,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const stop of stopWatching) stop();
      balances.stop();
      for (const { adapter } of installed.values()) adapter.destroy?.();
      for (const shared of sharedConnectors) shared.destroy?.();
      plugins.destroy();
      services.destroy();
      timers.clearAll();
      events.all.clear();
      container.dispose();
    },
  };
}
