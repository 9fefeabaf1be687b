import type { Connection } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { Network } from '../networks/network';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { ConnectorRegistry } from './connectorRegistry';
import type { InstalledAdapters } from './installedAdapters';

export interface JoinSessionInput {
  readonly adapters: InstalledAdapters;
  readonly connectors: ConnectorRegistry;
  readonly state: () => PorticoState;
  readonly startNetwork: (namespace: ChainNamespace) => Network | undefined;
  /** Applies a namespace's restored connection as a reconnect. */
  readonly apply: (namespace: ChainNamespace, connector: Connector, connection: Connection) => void;
}

/**
 * After a session connector (WalletConnect, auth) connected one namespace, the others its
 * session holds come up too, without a prompt: each adapter restores from the session.
 */
export async function joinSession(
  input: JoinSessionInput,
  namespace: ChainNamespace,
  connector: Connector,
): Promise<void> {
  for (const [other, installed] of input.adapters) {
    const sibling = other === namespace ? undefined : input.connectors.get(other, connector.id);
    const network = sibling ? input.startNetwork(other) : undefined;
    if (!sibling || !network) continue;
    if (input.state().chains[other]?.account.status === 'connected') continue;
    try {
      const connection = await installed.adapter.reconnect({ connector: sibling, network });
      if (connection) input.apply(other, sibling, connection);
    } catch {
      // The session does not hold this namespace after all: it stays disconnected.
    }
  }
}
