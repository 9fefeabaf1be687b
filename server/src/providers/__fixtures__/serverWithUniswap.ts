/**
 * Test fixture: the real server on 127.0.0.1 over two anvil chains, eip155:31337 with a real
 * Uniswap v2 exchange (deployUniswapV2: WETH9, factory, Router02 and a seeded WETH / test
 * token pool) configured in config.uniswapV2, and eip155:31338 with the token but no
 * exchange (so not a swap network for this server).
 */
import {
  ANVIL_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  DEFAULT_UNISWAP_LIQUIDITY,
  erc20Abi,
  startAnvilPair,
  UNISWAP_DEPLOYER,
  type AnvilInstance,
  type UniswapV2Deployment,
} from '@portico/testing';
import { createWalletClient, getAddress, http, publicActions, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../config';
import { startServer, type RunningServer } from '../../server';
import { testDatabase } from '../../__fixtures__/testDatabase';

export const EXCHANGE_CHAIN = 'eip155:31337';
export const NO_EXCHANGE_CHAIN = 'eip155:31338';
const TOKEN_OWNER = ANVIL_ACCOUNTS[1]!;

export interface ServerWithUniswap {
  readonly server: RunningServer;
  readonly node: AnvilInstance;
  readonly other: AnvilInstance;
  readonly token: Address;
  readonly exchange: UniswapV2Deployment;
  close(): Promise<void>;
}

function chainConfig(caipNetworkId: string, node: AnvilInstance, token: Address): ChainConfig {
  return {
    caipNetworkId,
    name: `Portico Local ${node.chainId}`,
    rpcUrl: node.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
    tokens: [{ address: token, symbol: 'PTT', name: 'Portico Test Token', decimals: 18 }],
  };
}

export async function startServerWithUniswap(): Promise<ServerWithUniswap> {
  const [node, other] = await startAnvilPair([31337, 31338]);
  try {
    const deploy = (on: AnvilInstance) =>
      deployErc20(on.url, { privateKey: TOKEN_OWNER.privateKey, initialSupply: 10n ** 24n });
    const [token, otherToken] = (await Promise.all([deploy(node), deploy(other)])).map((address) =>
      getAddress(address),
    ) as [Address, Address];
    // The exchange's deployer provides the liquidity: it needs the tokens first.
    const owner = createWalletClient({
      account: privateKeyToAccount(TOKEN_OWNER.privateKey),
      transport: http(node.url, { retryCount: 0 }),
    }).extend(publicActions);
    await owner.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [UNISWAP_DEPLOYER.address, DEFAULT_UNISWAP_LIQUIDITY.tokens],
        chain: null,
      }),
      pollingInterval: 50,
    });
    const exchange = await deployUniswapV2(node, { token });
    const server = await startServer({
      config: {
        port: 0,
        database: await testDatabase(),
        chains: [
          chainConfig(EXCHANGE_CHAIN, node, token),
          chainConfig(NO_EXCHANGE_CHAIN, other, otherToken),
        ],
        uniswapV2: [
          {
            caipNetworkId: EXCHANGE_CHAIN,
            router: exchange.router,
            factory: exchange.factory,
            weth: exchange.weth,
            tokens: [token],
          },
        ],
        indexer: { enabled: false },
      },
      log: () => undefined,
    });
    return {
      server,
      node,
      other,
      token,
      exchange,
      async close() {
        await server.close();
        await Promise.all([node.stop(), other.stop()]);
      },
    };
  } catch (error) {
    await Promise.all([node.stop(), other.stop()]);
    throw error;
  }
}
