import type { AdapterEvent, Connector } from '@portico/core';
import type { ConformanceSetup } from '@portico/core/testing';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import { createTestWallet } from '../evm/testWallet';
import { verifyMessage, type Hex } from 'viem';
import type { LocalEvmChains } from './localEvmChains';
import type { MakeEvmPlugin } from './walletSession';
import { waitFor } from './waitFor';

const DISCOVERY_TIMEOUT_MS = 2_000;

/**
 * What core's conformance kit (`describeAdapterConformance`) needs to run on an EVM adapter:
 * a fresh test wallet announced over EIP-6963 on its own `window`, both local chains, a
 * transfer to anvil's second account, and signatures checked with viem's verifyMessage.
 * Call it from the kit's `makeSetup`, so every case gets a fresh wallet.
 */
export async function evmConformanceSetup(
  chains: LocalEvmChains,
  makePlugin: MakeEvmPlugin,
): Promise<ConformanceSetup> {
  const wallet = createTestWallet({ chains: chains.walletChains });
  const window = new EventTarget();
  wallet.announceEip6963(window);
  const plugin = makePlugin({ window });
  return {
    plugin,
    networks: chains.networks,
    connectorId: await discoverConnectorId(plugin, chains, wallet.info.rdns),
    transfer: { to: ANVIL_ACCOUNTS[1]!.address, value: 1_000n },
    verifySignature: ({ address, message, signature }) =>
      verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
  };
}

/** The id the adapter gives the wallet (its scheme is the adapter's business). */
async function discoverConnectorId(
  plugin: ConformanceSetup['plugin'],
  chains: LocalEvmChains,
  rdns: string,
): Promise<string> {
  let found: Connector | undefined;
  const adapter = plugin.create({
    networks: chains.networks,
    emit: (event: AdapterEvent) => {
      if (event.type !== 'connectors') return;
      found = event.connectors.find((connector) => connector.info?.rdns === rdns) ?? found;
    },
    resolve: () => undefined,
    sharedConnectors: [],
  });
  const stop = adapter.watchConnectors();
  try {
    await waitFor(() => found !== undefined, DISCOVERY_TIMEOUT_MS, `a connector for ${rdns}`);
    return found!.id;
  } finally {
    stop();
    adapter.destroy?.();
  }
}
