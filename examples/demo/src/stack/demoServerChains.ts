/**
 * The Portico server's view of the demo's chains: each anvil chain with its token and Uniswap v2
 * exchange, and the local Solana node with its SPL token, at the demo's made-up prices.
 */
import type { ChainConfig, SolanaChainConfig, UniswapV2Config } from '@portico/server';
import type { AnvilInstance, UniswapV2Deployment } from '@portico/testing';
import { DEMO_NATIVE_CURRENCY, DEMO_TOKEN } from '../demoChains';
import {
  DEMO_SOLANA_NATIVE_CURRENCY,
  DEMO_SOLANA_NETWORK_ID,
  DEMO_SOLANA_NETWORK_NAME,
  DEMO_SOLANA_TOKEN,
} from '../demoSolana';

/** Demo prices for the Portico server's configured-price provider: made up, and said so. */
export const DEMO_PRICES_USD = Object.freeze({ ETH: 3000, PDT: 1, SOL: 150, PDS: 1 });

/** The server's Uniswap v2 provider on a demo chain: its exchange, PDT offered. */
export function serverExchange(
  node: AnvilInstance,
  exchange: UniswapV2Deployment,
): UniswapV2Config {
  return {
    caipNetworkId: `eip155:${node.chainId}`,
    router: exchange.router,
    factory: exchange.factory,
    weth: exchange.weth,
    tokens: [DEMO_TOKEN.address],
  };
}

export function serverChain(node: AnvilInstance, name: string): ChainConfig {
  return {
    caipNetworkId: `eip155:${node.chainId}`,
    name,
    rpcUrl: node.url,
    nativeCurrency: { ...DEMO_NATIVE_CURRENCY, priceUsd: DEMO_PRICES_USD.ETH },
    tokens: [
      {
        address: DEMO_TOKEN.address,
        symbol: DEMO_TOKEN.symbol,
        name: DEMO_TOKEN.name,
        decimals: DEMO_TOKEN.decimals,
        priceUsd: DEMO_PRICES_USD.PDT,
      },
    ],
    startBlock: 0,
  };
}

/** The local Solana node for the server's balance route: SOL and PDS of a Solana address. */
export function serverSolanaChain(rpcUrl: string): SolanaChainConfig {
  return {
    caipNetworkId: `solana:${DEMO_SOLANA_NETWORK_ID}`,
    name: DEMO_SOLANA_NETWORK_NAME,
    rpcUrl,
    nativeCurrency: { ...DEMO_SOLANA_NATIVE_CURRENCY, priceUsd: DEMO_PRICES_USD.SOL },
    tokens: [
      {
        mint: DEMO_SOLANA_TOKEN.address,
        symbol: DEMO_SOLANA_TOKEN.symbol,
        name: DEMO_SOLANA_TOKEN.name,
        decimals: DEMO_SOLANA_TOKEN.decimals,
        priceUsd: DEMO_PRICES_USD.PDS,
      },
    ],
  };
}
