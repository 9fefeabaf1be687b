import { RECONNECT_DISCOVERY_WAIT_MS } from '../constants';
import type { Connector } from '../contracts/connector';
import type { Timers } from '../instance/timers';
import type { Store } from '../state/store';
import type { ConnectorInfo, PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';

/** The live connectors adapters discovered, by namespace and id; state holds their info. */
export interface ConnectorRegistry {
  get(namespace: ChainNamespace, connectorId: string): Connector | undefined;
  /** An adapter's full list for its namespace replaces the one before. */
  set(namespace: ChainNamespace, connectors: readonly Connector[]): void;
  /** Wallets announce themselves a moment after load: waits for this one, but not forever. */
  waitFor(namespace: ChainNamespace, connectorId: string): Promise<Connector | undefined>;
  /**
   * Calls `found` once, when this connector is listed (a wallet that announced itself after
   * `waitFor` gave up: a page-provided wallet loaded as a late chunk, a slow machine). The
   * returned function stops watching.
   */
  whenListed(
    namespace: ChainNamespace,
    connectorId: string,
    found: (connector: Connector) => void,
  ): () => void;
}

export const connectorInfo = (connector: Connector): ConnectorInfo => ({
  id: connector.id,
  name: connector.name,
  type: connector.type,
  chain: connector.chain,
  imageUrl: connector.imageUrl,
  imageId: connector.imageId,
  explorerId: connector.explorerId,
  rdns: connector.info?.rdns,
});

/** A WalletConnect or auth connector: one session spans every namespace it serves. */
export const sharesSession = (connector: Connector | undefined) =>
  connector?.type === 'WALLET_CONNECT' || connector?.type === 'AUTH';

export function createConnectorRegistry(
  store: Store<PorticoState>,
  timers: Timers,
): ConnectorRegistry {
  const byNamespace = new Map<ChainNamespace, Map<string, Connector>>();
  const get = (namespace: ChainNamespace, connectorId: string) =>
    byNamespace.get(namespace)?.get(connectorId);

  return {
    get,
    set(namespace, connectors) {
      byNamespace.set(namespace, new Map(connectors.map((connector) => [connector.id, connector])));
      const all = [...byNamespace.values()].flatMap((byId) =>
        [...byId.values()].map(connectorInfo),
      );
      store.setState((state) => {
        state.connectors = all;
      });
    },
    waitFor: (namespace, connectorId) =>
      new Promise((resolve) => {
        const found = get(namespace, connectorId);
        if (found) return resolve(found);
        const stop = () => {
          cancelTimer();
          unsubscribe();
        };
        const unsubscribe = store.subscribe(
          (state) => state.connectors,
          () => {
            const connector = get(namespace, connectorId);
            if (!connector) return;
            stop();
            resolve(connector);
          },
        );
        const cancelTimer = timers.after(RECONNECT_DISCOVERY_WAIT_MS, () => {
          stop();
          resolve(undefined);
        });
      }),
    whenListed(namespace, connectorId, found) {
      const unsubscribe = store.subscribe(
        (state) => state.connectors,
        () => {
          const connector = get(namespace, connectorId);
          if (!connector) return;
          unsubscribe();
          found(connector);
        },
      );
      return unsubscribe;
    },
  };
}
