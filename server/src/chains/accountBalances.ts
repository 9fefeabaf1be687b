/**
 * GET /v1/account/{address}/balance's list: for each chain asked about, the native currency
 * (always, even at 0, so the account shows its gas balance) and every configured ERC-20 the
 * address holds (non-zero), read from the chain's node, priced by the price provider.
 *
 * Entries are the Token balance of spec 3 as the core client reads them: name, symbol,
 * chainId, address (CAIP-10, tokens only), quantity { decimals, numeric }, iconUrl, and
 * price / value in dollars only when the provider knows a price.
 */
import type { ChainConfig } from '../config';
import type { ChainReader, PriceProvider } from '../context';
import { priceText, quantityText, valueText } from './usdAmounts';

export interface BalanceEntry {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-2. */
  readonly chainId: string;
  /** CAIP-10 of the token contract; absent for the native currency. */
  readonly address?: string;
  readonly value?: string;
  readonly price?: string;
  readonly iconUrl: string;
  readonly quantity: { readonly decimals: string; readonly numeric: string };
}

export interface BalanceLookup {
  readonly chains: readonly ChainReader[];
  readonly address: `0x${string}`;
  readonly prices: PriceProvider;
  /** The icon URL of a currency that has none configured, by its symbol. */
  readonly tokenImageUrl: (symbol: string) => string;
}

export async function readAccountBalances(lookup: BalanceLookup): Promise<BalanceEntry[]> {
  const perChain = await Promise.all(
    lookup.chains.map((chain) => readChainBalances(chain, lookup)),
  );
  return perChain.flat();
}

async function readChainBalances(
  chain: ChainReader,
  { address, prices, tokenImageUrl }: BalanceLookup,
): Promise<BalanceEntry[]> {
  const { config } = chain;
  const [native, tokenAmounts] = await Promise.all([
    chain.getNativeBalance(address),
    Promise.all(config.tokens.map((token) => chain.getTokenBalance(token.address, address))),
  ]);
  const held = config.tokens
    .map((token, index) => ({ token, amount: tokenAmounts[index] ?? 0n }))
    .filter(({ amount }) => amount > 0n);
  const priced = await prices.getPricesUsd(config.caipNetworkId, [
    null,
    ...held.map(({ token }) => token.address),
  ]);
  const currency = config.nativeCurrency;
  return [
    entry(config, {
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount: native,
      priceUsd: priced.get(null),
      iconUrl: tokenImageUrl(currency.symbol),
    }),
    ...held.map(({ token, amount }) =>
      entry(config, {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        amount,
        priceUsd: priced.get(token.address),
        iconUrl: token.iconUrl ?? tokenImageUrl(token.symbol),
        address: `${config.caipNetworkId}:${token.address}`,
      }),
    ),
  ];
}

function entry(
  config: ChainConfig,
  currency: {
    name: string;
    symbol: string;
    decimals: number;
    amount: bigint;
    priceUsd: number | undefined;
    iconUrl: string;
    address?: string;
  },
): BalanceEntry {
  const price = currency.priceUsd === undefined ? undefined : priceText(currency.priceUsd);
  return {
    name: currency.name,
    symbol: currency.symbol,
    chainId: config.caipNetworkId,
    ...(currency.address && { address: currency.address }),
    ...(price !== undefined && {
      price,
      value: valueText(currency.amount, currency.decimals, price),
    }),
    iconUrl: currency.iconUrl,
    quantity: {
      decimals: String(currency.decimals),
      numeric: quantityText(currency.amount, currency.decimals),
    },
  };
}
