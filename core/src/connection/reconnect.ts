/**
 * Reconnect on page load (spec section 4): the namespace's remembered connector, asked without
 * a prompt, on the account the visitor chose last time (accountChoice.ts). Wallets announce
 * themselves a moment after load, so the connector is awaited for a while; one listed only
 * after that (a page-provided wallet loaded as a late chunk, a busy machine) still reconnects
 * on this page, unless the visitor has connected or forgotten a wallet since.
 */
import type { Connection } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import { writeStatus } from './chainWrites';
import type { ConnectorRegistry } from './connectorRegistry';
import type { ConnectionMemory } from './connectionTypes';
import type { InstalledAdapter } from './installedAdapters';

export interface ReconnectInput {
  readonly store: Store<PorticoState>;
  readonly connectors: ConnectorRegistry;
  readonly memory: ConnectionMemory;
  readonly adapterOf: (namespace: ChainNamespace) => InstalledAdapter;
  /** The network a reconnect asks for: the namespace's current one, else its default. */
  readonly startNetwork: (namespace: ChainNamespace) => Network | undefined;
  /** Writes the restored connection and sends its events. */
  readonly apply: (namespace: ChainNamespace, connector: Connector, connection: Connection) => void;
}

/** The reconnect of one namespace; true when it restored the connection. */
export function createReconnect(
  input: ReconnectInput,
): (namespace: ChainNamespace) => Promise<boolean> {
  const { store, connectors, memory } = input;

  const reconnect = async (namespace: ChainNamespace): Promise<boolean> => {
    const connectorId = memory.get(namespace);
    const network = input.startNetwork(namespace);
    if (!connectorId || !network) return false;
    writeStatus(store, namespace, 'reconnecting');
    const connector = await connectors.waitFor(namespace, connectorId);
    if (!connector) {
      // Not discovered in time: disconnected for now, and remembered (see above).
      writeStatus(store, namespace, 'disconnected');
      connectors.whenListed(namespace, connectorId, () => {
        const idle = store.getState().chains[namespace]?.account.status === 'disconnected';
        if (idle && memory.get(namespace) === connectorId) void reconnect(namespace);
      });
      return false;
    }
    const preferredAddress = memory.preferredAddress(namespace);
    try {
      const connection = await input
        .adapterOf(namespace)
        .adapter.reconnect({ connector, network, preferredAddress });
      if (connection) {
        input.apply(namespace, connector, withPreferredAccount(connection, preferredAddress));
        return true;
      }
      // Only a wallet that answered without an account is forgotten.
      memory.remove(namespace);
    } catch {
      memory.remove(namespace);
    }
    writeStatus(store, namespace, 'disconnected');
    return false;
  };
  return reconnect;
}

/**
 * The connection with `preferred` as its active address when the wallet gave that account;
 * otherwise the connection as the adapter reported it.
 */
export function withPreferredAccount(
  connection: Connection,
  preferred: string | undefined,
): Connection {
  if (preferred === undefined || preferred === connection.address) return connection;
  const kept = connection.accounts?.some((account) => account.address === preferred);
  return kept ? { ...connection, address: preferred } : connection;
}
