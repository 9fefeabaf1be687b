import type { ConnectionMemory } from '../connection/connection';
import type { PorticoStorage, PorticoStorageSchema } from './storage';

/**
 * The last used connector of each namespace, and the account the visitor chose among the
 * wallet's (portico.switchAccount), kept in the instance's storage between loads.
 */
export function createConnectorMemory(
  storage: PorticoStorage<PorticoStorageSchema>,
): ConnectionMemory {
  const removeFrom = (key: 'connectedConnectors' | 'preferredAccounts', namespace: string) => {
    const { [namespace]: _removed, ...rest } = storage.get(key) ?? {};
    storage.set(key, rest);
  };
  return {
    get: (namespace) => storage.get('connectedConnectors')?.[namespace],
    set: (namespace, connectorId) =>
      storage.set('connectedConnectors', {
        ...storage.get('connectedConnectors'),
        [namespace]: connectorId,
      }),
    preferredAddress: (namespace) => storage.get('preferredAccounts')?.[namespace],
    setPreferredAddress(namespace, address) {
      if (address === undefined) {
        if (storage.get('preferredAccounts')?.[namespace] !== undefined) {
          removeFrom('preferredAccounts', namespace);
        }
        return;
      }
      storage.set('preferredAccounts', {
        ...storage.get('preferredAccounts'),
        [namespace]: address,
      });
    },
    remove(namespace) {
      removeFrom('connectedConnectors', namespace);
      if (storage.get('preferredAccounts')?.[namespace] !== undefined) {
        removeFrom('preferredAccounts', namespace);
      }
    },
  };
}
