/**
 * GET /v1/account/{address}/balance's list: for each chain asked about, the native currency
 * (always, even at 0, so the account shows its gas balance) and every configured token (ERC-20
 * on eip155, SPL on solana) the address holds (non-zero), read from the chain's node, priced
 * by the price provider.
 *
 * Entries are the Token balance of spec 3 as the core client reads them: name, symbol,
 * chainId, address (CAIP-10, tokens only), quantity { decimals, numeric }, iconUrl, and
 * price / value in dollars only when the provider knows a price.
 */
import type { ChainReader, PriceProvider, SolanaChainReader } from '../context';
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
  const { address } = lookup;
  const perChain = await Promise.all(
    lookup.chains.map(async ({ config, getNativeBalance, getTokenBalance }) => {
      const [native, tokenAmounts] = await Promise.all([
        getNativeBalance(address),
        Promise.all(config.tokens.map((token) => getTokenBalance(token.address, address))),
      ]);
      return listChainBalances(lookup, {
        caipNetworkId: config.caipNetworkId,
        nativeCurrency: config.nativeCurrency,
        native,
        tokens: config.tokens.map((token, index) => ({
          ...token,
          amount: tokenAmounts[index] ?? 0n,
        })),
      });
    }),
  );
  return perChain.flat();
}

/** What one chain's node said of an account: its native amount and its configured tokens'. */
interface ChainAmounts {
  readonly caipNetworkId: string;
  readonly nativeCurrency: {
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
  };
  readonly native: bigint;
  readonly tokens: readonly {
    /** The token's address on its chain: an ERC-20 contract or an SPL mint. */
    readonly address: string;
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
    readonly iconUrl?: string;
    readonly amount: bigint;
  }[];
}

/** The chain's entries: the native currency always, tokens held; priced in one request. */
async function listChainBalances(
  { prices, tokenImageUrl }: Pick<BalanceLookup, 'prices' | 'tokenImageUrl'>,
  { caipNetworkId, nativeCurrency: currency, native, tokens }: ChainAmounts,
): Promise<BalanceEntry[]> {
  const held = tokens.filter(({ amount }) => amount > 0n);
  const priced = await prices.getPricesUsd(caipNetworkId, [
    null,
    ...held.map((token) => token.address),
  ]);
  return [
    balanceEntry(caipNetworkId, {
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount: native,
      priceUsd: priced.get(null),
      iconUrl: tokenImageUrl(currency.symbol),
    }),
    ...held.map((token) =>
      balanceEntry(caipNetworkId, {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        amount: token.amount,
        priceUsd: priced.get(token.address),
        iconUrl: token.iconUrl ?? tokenImageUrl(token.symbol),
        address: `${caipNetworkId}:${token.address}`,
      }),
    ),
  ];
}

/** One entry of the list, on the chain `caipNetworkId`, priced when the price is known. */
export function balanceEntry(
  caipNetworkId: string,
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
    chainId: caipNetworkId,
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

export interface SolanaBalanceLookup {
  readonly chains: readonly SolanaChainReader[];
  /** Base58. */
  readonly owner: string;
  readonly prices: PriceProvider;
  readonly tokenImageUrl: (symbol: string) => string;
}

/**
 * The list for a Solana address: for each chain, SOL (always) and every configured SPL token
 * the address holds (non-zero), with the token's CAIP-10 address `solana:<ref>:<mint>`.
 */
export async function readSolanaAccountBalances(
  lookup: SolanaBalanceLookup,
): Promise<BalanceEntry[]> {
  const { owner } = lookup;
  const perChain = await Promise.all(
    lookup.chains.map(async ({ config, nativeCurrency, getLamports, getTokenAmount }) => {
      const [native, tokenAmounts] = await Promise.all([
        getLamports(owner),
        Promise.all(config.tokens.map((token) => getTokenAmount(token.mint, owner))),
      ]);
      return listChainBalances(lookup, {
        caipNetworkId: config.caipNetworkId,
        nativeCurrency,
        native,
        tokens: config.tokens.map(({ mint, ...token }, index) => ({
          ...token,
          address: mint,
          amount: tokenAmounts[index] ?? 0n,
        })),
      });
    }),
  );
  return perChain.flat();
}
