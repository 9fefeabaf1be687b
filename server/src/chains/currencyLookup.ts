/**
 * What the server knows of a currency on a configured chain: the native currency, or one of
 * the chain's configured ERC-20 tokens. The indexer keeps every ERC-20 Transfer; history
 * shows only the currencies this lookup knows (an unknown token has no trusted name, symbol
 * or decimals, and is most often spam).
 */
import type { ChainConfig } from '../config';

export interface CurrencyInfo {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly iconUrl: string;
  /** How the price provider names it: the configured token address, null for native. */
  readonly priceKey: `0x${string}` | null;
}

/** By CAIP-2 chain id and lower-case token address (null: the native currency). */
export type CurrencyLookup = (chainId: string, token: string | null) => CurrencyInfo | undefined;

export function createCurrencyLookup(
  chains: readonly ChainConfig[],
  tokenImageUrl: (symbol: string) => string,
): CurrencyLookup {
  const known = new Map<string, CurrencyInfo>();
  const key = (chainId: string, token: string | null) => `${chainId} ${token ?? 'native'}`;
  for (const chain of chains) {
    const { name, symbol, decimals } = chain.nativeCurrency;
    known.set(key(chain.caipNetworkId, null), {
      name,
      symbol,
      decimals,
      iconUrl: tokenImageUrl(symbol),
      priceKey: null,
    });
    for (const token of chain.tokens) {
      known.set(key(chain.caipNetworkId, token.address.toLowerCase()), {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        iconUrl: token.iconUrl ?? tokenImageUrl(token.symbol),
        priceKey: token.address,
      });
    }
  }
  return (chainId, token) => known.get(key(chainId, token?.toLowerCase() ?? null));
}
