import type { ConnectionMemory } from '../connection/connection';
import type { PorticoStorage, PorticoStorageSchema } from './storage';

/** The last used connector of each namespace, kept in the instance's storage between loads. */
export function createConnectorMemory(
  storage: PorticoStorage<PorticoStorageSchema>,
): ConnectionMemory {
  return {
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
  };
}
