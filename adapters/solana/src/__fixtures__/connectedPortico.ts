/** A Portico instance with the Solana adapter, connected to a Wallet Standard test wallet. */
import { createPortico, type Portico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { solanaAdapter } from '../solanaAdapter';
import type { SolanaAdapterOptions } from '../options';
import { standardWalletConnectorId } from '../walletStandard/connectors';
import { fundedTestWallet, type LocalSolanaNetworks } from './localSolanaNetworks';

export async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; !predicate(); attempt += 1) {
    if (attempt > 500) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function solanaPortico(
  local: LocalSolanaNetworks,
  window: EventTarget,
  options: Omit<SolanaAdapterOptions, 'window'> = {},
  backend = createMemoryStorage(),
): Portico {
  return createPortico({
    networks: local.networks,
    adapters: [solanaAdapter({ ...options, window })],
    storage: { backend },
    platform: { isMobile: false },
  });
}

export async function connectedPortico(
  local: LocalSolanaNetworks,
  options: Omit<SolanaAdapterOptions, 'window'> = {},
) {
  const { wallet, window } = fundedTestWallet(local);
  const backend = createMemoryStorage();
  const portico = solanaPortico(local, window, options, backend);
  const connectorId = standardWalletConnectorId(wallet.wallet.name);
  await waitUntil(
    () => portico.getConnectors('solana').some((connector) => connector.id === connectorId),
    'the test wallet to be discovered',
  );
  await portico.connect({ connectorId, namespace: 'solana' });
  return { portico, wallet, window, backend, connectorId };
}
