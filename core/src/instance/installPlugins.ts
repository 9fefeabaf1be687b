import { ACCOUNT_TYPES, SPEC_DEFAULT_ACCOUNT_TYPES } from '../contracts/accountTypes';
import type { AdapterEvent, AdapterPlugin } from '../contracts/adapter';
import type {
  SharedConnector,
  SharedConnectorContext,
  SharedConnectorPlugin,
} from '../contracts/sharedConnector';
import type { InstalledAdapter } from '../connection/installedAdapters';
import { lazySessionAdapter } from '../connection/lazySessionAdapter';
import type { InstanceContainer } from '../di/container';
import { sharedConnectorToken } from '../di/surface';
import type { Network } from '../networks/network';
import type { ChainNamespace } from '../validators/caip';

type Unsubscribe = () => void;

export interface InstallInput {
  readonly adapterPlugins: readonly AdapterPlugin[];
  readonly connectors: readonly SharedConnectorPlugin[];
  readonly networks: readonly Network[];
  /** Every namespace with configured networks. */
  readonly namespaces: ReadonlySet<ChainNamespace>;
  readonly container: InstanceContainer;
  /** What core gives every shared connector, besides the namespaces. */
  readonly sharedContext: Omit<
    SharedConnectorContext,
    'networks' | 'namespaces' | 'unadaptedNamespaces'
  >;
  /** Filled with each namespace's adapter (the connection rules read the same map). */
  readonly adapters: Map<ChainNamespace, InstalledAdapter>;
  /** Where adapters' events go (the connection rules). */
  readonly emit: (namespace: ChainNamespace, event: AdapterEvent) => void;
}

export interface InstalledPlugins {
  readonly sharedConnectors: readonly SharedConnector[];
  /** Starts every adapter's connector discovery; returns what stops it. */
  watch(): Unsubscribe[];
  destroy(): void;
}

/**
 * Creates one instance's shared connectors (WalletConnect, ...) and adapters, in that order:
 * every adapter is told which shared connectors serve its namespace. A namespace with networks
 * and no adapter gets core's session adapter when a shared connector can connect it alone.
 */
export function installPlugins(input: InstallInput): InstalledPlugins {
  const adapted = input.adapterPlugins.map((adapter) => adapter.namespace);
  const unadapted = [...input.namespaces].filter((namespace) => !adapted.includes(namespace));
  const sharedConnectors = input.connectors.map((plugin) => {
    const shared = plugin.create({
      ...input.sharedContext,
      networks: input.networks,
      namespaces: adapted,
      unadaptedNamespaces: unadapted,
    });
    input.container.register(sharedConnectorToken(plugin.id), shared);
    return shared;
  });

  const { adapters } = input;
  for (const plugin of input.adapterPlugins) {
    const namespace = plugin.namespace;
    const adapter = plugin.create({
      sharedConnectors: sharedConnectors.flatMap((shared) => {
        const connector = shared.connectorFor(namespace);
        return connector ? [connector] : [];
      }),
      networks: input.networks.filter((network) => network.chainNamespace === namespace),
      emit: (event) => input.emit(namespace, event),
      resolve: input.container.find,
    });
    adapters.set(namespace, {
      adapter,
      accountTypes: plugin.accountTypes,
      accountPicker: plugin.accountPicker === true,
    });
  }

  for (const namespace of unadapted) {
    for (const shared of sharedConnectors) {
      const session = shared.sessionFor?.(namespace);
      const connector = session && shared.connectorFor(namespace);
      if (!session || !connector) continue;
      const emit = (event: AdapterEvent) => input.emit(namespace, event);
      const adapter = lazySessionAdapter(namespace, connector, session, emit);
      const accountType = SPEC_DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa';
      adapters.set(namespace, {
        adapter,
        accountTypes: { default: accountType, accepted: ACCOUNT_TYPES },
        readsChain: false,
      });
      break;
    }
  }

  return {
    sharedConnectors,
    watch: () => [...adapters.values()].map(({ adapter }) => adapter.watchConnectors()),
    destroy() {
      for (const { adapter } of adapters.values()) adapter.destroy?.();
      for (const shared of sharedConnectors) shared.destroy?.();
    },
  };
}
