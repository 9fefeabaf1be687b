import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { ConnectorRegistry } from './connectorRegistry';
import { sharesSession } from './connectorRegistry';

/**
 * Namespaces that go down together: a WalletConnect or auth session spans every chain it
 * serves, so disconnecting one of them disconnects the others connected through it.
 */
export function disconnectGroup(
  state: PorticoState,
  connectors: ConnectorRegistry,
  namespace: ChainNamespace,
): ChainNamespace[] {
  const connectorId = state.chains[namespace]?.account.connectorId;
  const connector = connectorId ? connectors.get(namespace, connectorId) : undefined;
  if (!sharesSession(connector)) return [namespace];
  return Object.keys(state.chains).filter((candidate) => {
    if (candidate === namespace) return true;
    const other = state.chains[candidate]?.account;
    return other?.status === 'connected' && other.connectorId === connectorId;
  });
}
