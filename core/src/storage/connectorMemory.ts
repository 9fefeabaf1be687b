import type { ConnectionMemory } from '../connection/connection';
import type { PorticoStorage, PorticoStorageSchema } from './storage';

/**
 * The last used connector of each namespace, and the account the visitor chose among the
 * wallet's (portico.switchAccount), kept in the instance's storage between loads.
 */
export function createConnectorMemory(
  storage: PorticoStorage<PorticoStorageSchema>,
): ConnectionMemory {
  /** One entry of a namespace-keyed record written (or, undefined, removed); none left alone. */
  const put = (
    key: 'connectedConnectors' | 'preferredAccounts',
    namespace: string,
    value: string | undefined,
  ) => {
    const { [namespace]: old, ...rest } = storage.get(key) ?? {};
    if (value !== undefined || old !== undefined) {
      storage.set(key, value === undefined ? rest : { ...rest, [namespace]: value });
    }
  };
  return {
    get: (namespace) => storage.get('connectedConnectors')?.[namespace],
    set: (namespace, connectorId) => put('connectedConnectors', namespace, connectorId),
    preferredAddress: (namespace) => storage.get('preferredAccounts')?.[namespace],
    setPreferredAddress: (namespace, address) => put('preferredAccounts', namespace, address),
    remove(namespace) {
      put('connectedConnectors', namespace, undefined);
      put('preferredAccounts', namespace, undefined);
    },
  };
}
