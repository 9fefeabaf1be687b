/**
 * The chain namespaces of an instance as the modal sees them: which ones the app configured
 * (those with networks), which ones have a connected account, and the network a namespace is
 * on (the one to hand portico.switchNetwork to make it active).
 */
import { findNetwork, shallowEqual, type Network, type PorticoState } from '@portico/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';

/** The namespaces with configured networks, in the order of their first network. */
export function configuredNamespaces(networks: readonly Network[]): string[] {
  return [...new Set(networks.map((network) => network.chainNamespace))];
}

/** The namespaces whose account is connected, in the state's order. */
export function connectedNamespaces(state: PorticoState): string[] {
  return Object.keys(state.chains).filter(
    (namespace) => state.chains[namespace]?.account.status === 'connected',
  );
}

/** The namespace's current network, else its first configured one; undefined when it has none. */
export function currentNetworkOf(
  state: PorticoState,
  networks: readonly Network[],
  namespace: string,
): Network | undefined {
  return (
    findNetwork(networks, state.chains[namespace]?.caipNetworkId) ??
    networks.find((network) => network.chainNamespace === namespace)
  );
}

/** connectedNamespaces, re-rendering only when the list changes (not on a balance update). */
export function useConnectedNamespaces(): readonly string[] {
  return useStoreSelector(connectedNamespaces, shallowEqual);
}
