/**
 * A page with the Bitcoin adapter on the local regtest chain (@portico/testing/bitcoin: a
 * throwaway litecoind behind an Esplora-style API) and the Bitcoin test wallet registered by the
 * Wallet Standard protocol. Without litecoind (and without CI=true) the chain tests skip with a
 * message, as the other local-infrastructure tests do; under CI=true they fail.
 */
import { createPortico, type Portico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { describeWithLitecoind, type LocalBitcoin } from '@portico/testing/bitcoin';
import {
  createBitcoinTestWallet,
  installSatsConnectProvider,
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletOptions,
} from '@portico/testing/bitcoin-wallet';
import { bitcoinAdapter } from '../bitcoinAdapter';
import type { BitcoinAdapterOptions } from '../options';

/** `describe` where litecoind can run (or must: CI), else `describe.skip` with a message. */
export function describeWithBitcoinNode(): jest.Describe {
  return describeWithLitecoind('the Bitcoin adapter chain tests');
}

export const BTC = 100_000_000n;

export async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; !predicate(); attempt += 1) {
    if (attempt > 500) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fresh key: every test's wallet has its own addresses (the wallet's default key is shared). */
export const randomKey = () => globalThis.crypto.getRandomValues(new Uint8Array(32));

/** The test wallet (a fresh key) on a fresh page (an EventTarget as window), funded on the local chain. */
export async function fundedTestWallet(
  local: LocalBitcoin,
  options: Partial<CreateBitcoinTestWalletOptions> = {},
  sats: bigint = BTC,
): Promise<{ wallet: BitcoinTestWallet; window: EventTarget }> {
  const wallet = createBitcoinTestWallet({
    network: 'regtest',
    privateKey: randomKey(),
    ...options,
  });
  await local.fund(wallet.paymentAddress, sats);
  const window = new EventTarget();
  wallet.register(window);
  return { wallet, window };
}

/**
 * The test wallet's sats-connect face alone on a page: the provider at `window.XverseTest.
 * BitcoinProvider`, listed in `window.btc_providers` (no Wallet Standard registration).
 */
export async function fundedSatsConnectWallet(local: LocalBitcoin) {
  const wallet = createBitcoinTestWallet({ network: 'regtest', privateKey: randomKey() });
  await local.fund(wallet.paymentAddress, BTC);
  const window = new EventTarget();
  installSatsConnectProvider(window, wallet, {
    id: 'XverseTest.BitcoinProvider',
    name: 'Sats Connect Test Wallet',
    icon: wallet.wallet.icon,
  });
  return {
    wallet,
    window,
    backend: createMemoryStorage(),
    connectorId: 'sats-connect:XverseTest.BitcoinProvider',
  };
}

export function bitcoinPortico(
  local: LocalBitcoin,
  window: EventTarget,
  options: Omit<BitcoinAdapterOptions, 'window'> = {},
  backend = createMemoryStorage(),
): Portico {
  return createPortico({
    networks: [local.network],
    adapters: [bitcoinAdapter({ ...options, window })],
    storage: { backend },
    platform: { isMobile: false },
  });
}

export const connectorIdOf = (wallet: BitcoinTestWallet) => `wallet-standard:${wallet.wallet.name}`;

export async function connectedPortico(
  local: LocalBitcoin,
  walletOptions: Partial<CreateBitcoinTestWalletOptions> = {},
) {
  const { wallet, window } = await fundedTestWallet(local, walletOptions);
  const backend = createMemoryStorage();
  const portico = bitcoinPortico(local, window, {}, backend);
  const connectorId = connectorIdOf(wallet);
  await waitUntil(
    () => portico.getConnectors('bip122').some((connector) => connector.id === connectorId),
    'the test wallet to be discovered',
  );
  await portico.connect({ connectorId, namespace: 'bip122' });
  return { portico, wallet, window, backend, connectorId };
}
