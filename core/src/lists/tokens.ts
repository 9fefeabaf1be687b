/**
 * Token balances of the account (spec section 3) and the list rule of spec section 5:
 * "Tokens with decimals equal to '0' are dropped from lists."
 */

/**
 * One token the account holds, as the balance API describes it. Amounts are decimal
 * strings ("1234.5678"), never floats; format them with formatBalance and formatFiat.
 */
export interface TokenBalance {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-2 id of the token's network, e.g. "eip155:1". */
  readonly chainId: string;
  /** Contract or mint address; absent for the native currency. */
  readonly address?: string;
  /** What the holding is worth in dollars, as decimal text. */
  readonly value?: string;
  /** The dollar price of one token, as decimal text. */
  readonly price: string;
  readonly iconUrl: string;
  readonly quantity: {
    /** The token's decimals, as text ("18"). */
    readonly decimals: string;
    /** The amount held, as decimal text in whole tokens ("1.5"). */
    readonly numeric: string;
  };
}

/** The tokens to list, in their order: tokens whose decimals are '0' are dropped. */
export function filterTokenList<T extends TokenBalance>(tokens: readonly T[]): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0');
}
