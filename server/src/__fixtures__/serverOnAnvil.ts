/**
 * Test fixture: a Portico server on two local anvil chains, as an app's services would see
 * it. One chain is the local development chain (eip155:31337); the other is an anvil node
 * started with chain id 1 and configured as eip155:1, so the routes the spec keeps for
 * mainnet swap networks run against a real node too. The test ERC-20 is deployed on both,
 * and the core client is pointed at the server.
 */
import { createServiceClients, type ServiceClients } from '@portico/core/services';
import { ANVIL_ACCOUNTS, deployErc20, startAnvil, type AnvilInstance } from '@portico/testing';
import type { Address } from 'viem';
import type { ChainConfig, ServerConfigInput } from '../config';
import { startServer, type RunningServer } from '../server';
import { testDatabase } from './testDatabase';

export const TOKEN_OWNER = ANVIL_ACCOUNTS[1]!;
export const LOCAL_CHAIN = 'eip155:31337';
export const MAINNET = 'eip155:1';

export interface ServerOnAnvil {
  readonly server: RunningServer;
  readonly local: AnvilInstance;
  readonly mainnet: AnvilInstance;
  /** The test ERC-20 on each chain, by CAIP-2 id. */
  readonly tokens: Readonly<Record<string, Address>>;
  readonly clients: ServiceClients;
  close(): Promise<void>;
}

function chainConfig(caipNetworkId: string, node: AnvilInstance, token: Address): ChainConfig {
  return {
    caipNetworkId,
    name: caipNetworkId === MAINNET ? 'Ethereum (local anvil)' : 'Portico Local',
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
    tokens: [
      { address: token, symbol: 'PTT', name: 'Portico Test Token', decimals: 18, priceUsd: 1.5 },
    ],
  };
}

export async function startServerOnAnvil(
  config: ServerConfigInput = {},
  clientOptions: Partial<Parameters<typeof createServiceClients>[0]> = {},
): Promise<ServerOnAnvil> {
  const [local, mainnet] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 1 }),
  ]);
  try {
    const deploy = (node: AnvilInstance) =>
      deployErc20(node.url, { privateKey: TOKEN_OWNER.privateKey, initialSupply: 10n ** 24n });
    const [localToken, mainnetToken] = await Promise.all([deploy(local), deploy(mainnet)]);
    const server = await startServer({
      config: {
        port: 0,
        database: await testDatabase(),
        chains: [
          chainConfig(LOCAL_CHAIN, local, localToken),
          chainConfig(MAINNET, mainnet, mainnetToken),
        ],
        indexer: { enabled: true, pollIntervalMs: 50 },
        names: { zone: 'portico.test' },
        ...config,
      },
      log: () => undefined,
    });
    const clients = createServiceClients({
      walletCatalogUrl: server.url,
      blockchainApiUrl: server.url,
      ...clientOptions,
    });
    return {
      server,
      local,
      mainnet,
      tokens: { [LOCAL_CHAIN]: localToken, [MAINNET]: mainnetToken },
      clients,
      async close() {
        clients.destroy();
        await server.close();
        await Promise.all([local.stop(), mainnet.stop()]);
      },
    };
  } catch (error) {
    await Promise.all([local.stop(), mainnet.stop()]);
    throw error;
  }
}

/** Polls until `check` passes (the indexer runs every 50 ms here). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
