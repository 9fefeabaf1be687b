/**
 * The parts of the data API that no offline server can back with real data: card on-ramp,
 * swap quotes and fiat prices. Each is an interface; the defaults are the spec's documented
 * fallbacks (see each file), and an operator replaces any of them through
 * startServer({ providers }).
 */
import { createChainRegistry } from '../chains/chainRegistry';
import type { ServerConfig } from '../config';
import type { ChainRegistry, PriceProvider } from '../context';
import { createConfiguredPrices } from './configuredPrices';
import { createFallbackOnramp } from './fallbackOnramp';
import { createFallbackSwaps } from './fallbackSwaps';
import type { OnrampProvider } from './onrampProvider';
import type { SwapProvider } from './swapProvider';
import { createUniswapV2Swaps } from './uniswapV2Swaps';

export interface Providers {
  readonly onramp: OnrampProvider;
  readonly swaps: SwapProvider;
  readonly prices: PriceProvider;
}

/**
 * The spec's fallbacks, built from the configured chains; swaps from the configured Uniswap v2
 * exchanges on their chains (read through `chains`, the server's own readers).
 */
export function createDefaultProviders(
  config: ServerConfig,
  chains: ChainRegistry = createChainRegistry(config.chains),
): Providers {
  const fallbackSwaps = createFallbackSwaps(config.chains);
  return {
    onramp: createFallbackOnramp(config.chains),
    swaps:
      config.uniswapV2.length === 0
        ? fallbackSwaps
        : createUniswapV2Swaps({ exchanges: config.uniswapV2, chains, fallback: fallbackSwaps }),
    prices: createConfiguredPrices(config.chains, config.solanaChains),
  };
}
