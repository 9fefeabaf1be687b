/**
 * The currencies the configuration names for a chain: its native currency and its ERC-20
 * tokens. The fallback providers answer from these facts (names, symbols, decimals, icons,
 * dollar prices), so what an offline server offers is exactly what its operator wrote.
 */
import type { ChainConfig } from '../config';

export interface ConfiguredCurrency {
  /** null for the native currency. */
  readonly address: `0x${string}` | null;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly iconUrl?: string;
  readonly priceUsd?: number;
}

/** The native currency first, then the tokens in configuration order. */
export function listConfiguredCurrencies(chain: ChainConfig): ConfiguredCurrency[] {
  const { name, symbol, decimals, priceUsd } = chain.nativeCurrency;
  return [
    { address: null, name, symbol, decimals, ...(priceUsd !== undefined && { priceUsd }) },
    ...chain.tokens.map((token) => ({ ...token })),
  ];
}

/** The native currency (null) or the configured token with this address (any case). */
export function findConfiguredCurrency(
  chain: ChainConfig,
  address: `0x${string}` | null,
): ConfiguredCurrency | undefined {
  const wanted = address?.toLowerCase() ?? null;
  return listConfiguredCurrencies(chain).find(
    (currency) => (currency.address?.toLowerCase() ?? null) === wanted,
  );
}

/** The eip155 chain id of a CAIP-2 id as decimal text: 'eip155:1' -> '1'. */
export function chainReference(caipNetworkId: string): string {
  return caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
}
