/** Test fixture: a real Portico instance over the toychain adapter, connected through its wallet. */
import { act } from 'react';
import type { Portico, PorticoOptions } from '@portico/core';
import { createToyChain, type ToyChainOptions } from '../../../../core/src/__fixtures__/toyChain';
import { createTestPortico, whenDiscovered } from '../../../../core/src/__fixtures__/instance';

export async function toyInstance(
  options: Partial<PorticoOptions> = {},
  chain: ToyChainOptions = {},
) {
  const toy = createToyChain(chain);
  const portico = createTestPortico({ adapters: [toy.plugin], ...options });
  await whenDiscovered(portico, chain.connectorId ?? 'toy-wallet');
  return { portico, toy };
}

/** Connects the toy wallet and waits for its native balance. */
export async function connectToy(portico: Portico, connectorId = 'toy-wallet'): Promise<void> {
  await act(async () => {
    await portico.connect({ connectorId });
  });
}
