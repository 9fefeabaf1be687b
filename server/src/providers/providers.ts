/**
 * The parts of the data API that no offline server can back with real data: card on-ramp,
 * swap quotes and fiat prices. Each is an interface; the defaults are the spec's documented
 * fallbacks (see each file), and an operator replaces any of them through
 * startServer({ providers }).
 */
import type { ServerConfig } from '../config';
import type { PriceProvider } from '../context';
import { createConfiguredPrices } from './configuredPrices';
import { createFallbackOnramp } from './fallbackOnramp';
import { createFallbackSwaps } from './fallbackSwaps';
import type { OnrampProvider } from './onrampProvider';
import type { SwapProvider } from './swapProvider';

export interface Providers {
  readonly onramp: OnrampProvider;
  readonly swaps: SwapProvider;
  readonly prices: PriceProvider;
}

/** The spec's fallbacks, built from the configured chains. */
export function createDefaultProviders(config: ServerConfig): Providers {
  return {
    onramp: createFallbackOnramp(config.chains),
    swaps: createFallbackSwaps(config.chains),
    prices: createConfiguredPrices(config.chains, config.solanaChains),
  };
}
