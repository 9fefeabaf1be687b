/**
 * The default price provider: the dollar prices written in the configuration
 * (ChainConfig.nativeCurrency.priceUsd, TokenConfig.priceUsd). No fiat price feed can be
 * reached offline, so a currency without a configured price has no price (no entry), and
 * the client shows no dollar value for it. An operator with a feed plugs in another
 * PriceProvider through startServer({ providers: { prices } }).
 */
import type { ChainConfig } from '../config';
import type { PriceProvider } from '../context';
import { findConfiguredCurrency } from './configuredTokens';

export function createConfiguredPrices(chains: readonly ChainConfig[]): PriceProvider {
  const byId = new Map(chains.map((chain) => [chain.caipNetworkId, chain]));
  return {
    async getPricesUsd(caipNetworkId, tokens) {
      const prices = new Map<`0x${string}` | null, number>();
      const chain = byId.get(caipNetworkId);
      if (!chain) return prices;
      for (const token of tokens) {
        const price = findConfiguredCurrency(chain, token)?.priceUsd;
        if (typeof price === 'number' && Number.isFinite(price) && price >= 0) {
          prices.set(token, price);
        }
      }
      return prices;
    },
  };
}
