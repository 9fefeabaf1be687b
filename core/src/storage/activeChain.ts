/**
 * The active namespace and its network, kept across page loads (AppKit keeps them too): a
 * visitor who last used Solana comes back to Solana, on the network they picked, even though
 * every namespace reconnects at load. A stored value that no longer matches the configuration
 * (an adapter removed, a network dropped) is ignored.
 */
import { findNetwork } from '../networks/findNetwork';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { PorticoStorage, PorticoStorageSchema } from './storage';

type Storage = PorticoStorage<PorticoStorageSchema>;

export interface StoredActiveChain {
  readonly namespace: string;
  /** Its network, when the stored one is still configured in that namespace. */
  readonly network?: Network;
}

/** The stored active namespace, when it is one of `namespaces`. */
export function restoreActiveChain(
  storage: Storage,
  namespaces: ReadonlySet<string>,
  networks: readonly Network[],
): StoredActiveChain | undefined {
  const namespace = storage.get('activeNamespace');
  if (namespace === undefined || !namespaces.has(namespace)) return undefined;
  const caipNetworkId = storage.get('activeCaipNetworkId');
  const network = findNetwork(networks, caipNetworkId);
  return network?.chainNamespace === namespace ? { namespace, network } : { namespace };
}

/** Writes the active namespace and its network whenever either changes; returns the stop. */
export function persistActiveChain(store: Store<PorticoState>, storage: Storage): () => void {
  return store.subscribe(
    (state) => {
      const namespace = state.activeNamespace;
      return `${namespace ?? ''} ${namespace ? (state.chains[namespace]?.caipNetworkId ?? '') : ''}`;
    },
    () => {
      const state = store.getState();
      const namespace = state.activeNamespace;
      if (!namespace) return;
      storage.set('activeNamespace', namespace);
      const caipNetworkId = state.chains[namespace]?.caipNetworkId;
      if (caipNetworkId) storage.set('activeCaipNetworkId', caipNetworkId);
    },
  );
}
