/** Test fixture: a Portico instance over toychain adapters, with in-memory storage. */
import { createPortico, type Portico } from '../portico';
import type { PorticoOptions } from '../options/options';
import { createMemoryStorage } from '../testing/memoryStorage';
import { toyNetworks } from './toyChain';

export function createTestPortico(
  options: Partial<PorticoOptions> = {},
  backend = createMemoryStorage(),
): Portico {
  return createPortico({
    networks: toyNetworks,
    platform: { isMobile: false },
    storage: { backend },
    ...options,
  });
}

/** Resolves once the instance knows `connectorId` (adapters announce connectors asynchronously). */
export async function whenDiscovered(portico: Portico, connectorId = 'toy-wallet'): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (portico.getConnectors().some((connector) => connector.id === connectorId)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`connector ${connectorId} was never discovered`);
}
