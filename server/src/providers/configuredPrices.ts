/**
 * The default price provider: the dollar prices written in the configuration
 * (ChainConfig.nativeCurrency.priceUsd, TokenConfig.priceUsd, and the same fields of a
 * SolanaChainConfig). No fiat price feed can be reached offline, so a currency without a
 * configured price has no price (no entry), and the client shows no dollar value for it. An
 * operator with a feed plugs in another PriceProvider through startServer({ providers: { prices } }).
 */
import type { ChainConfig, SolanaChainConfig } from '../config';
import type { PriceProvider } from '../context';
import { findConfiguredCurrency } from './configuredTokens';

type PriceOf = (token: string | null) => number | undefined;

/** eip155: an ERC-20 address in any case. */
function eip155Prices(chain: ChainConfig): PriceOf {
  return (token) => {
    if (token !== null && !token.startsWith('0x')) return undefined;
    return findConfiguredCurrency(chain, token as `0x${string}` | null)?.priceUsd;
  };
}

/** solana: a mint address exactly as written (base58 is case-sensitive). */
function solanaPrices(chain: SolanaChainConfig): PriceOf {
  return (token) =>
    token === null
      ? chain.nativeCurrency?.priceUsd
      : chain.tokens.find((configured) => configured.mint === token)?.priceUsd;
}

export function createConfiguredPrices(
  chains: readonly ChainConfig[],
  solanaChains: readonly SolanaChainConfig[] = [],
): PriceProvider {
  const byId = new Map<string, PriceOf>([
    ...chains.map((chain) => [chain.caipNetworkId, eip155Prices(chain)] as const),
    ...solanaChains.map((chain) => [chain.caipNetworkId, solanaPrices(chain)] as const),
  ]);
  return {
    async getPricesUsd(caipNetworkId, tokens) {
      const prices = new Map<string | null, number>();
      const priceOf = byId.get(caipNetworkId);
      if (!priceOf) return prices;
      for (const token of tokens) {
        const price = priceOf(token);
        if (typeof price === 'number' && Number.isFinite(price) && price >= 0) {
          prices.set(token, price);
        }
      }
      return prices;
    },
  };
}
