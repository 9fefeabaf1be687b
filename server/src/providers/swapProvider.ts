/**
 * What a swap aggregator provides to the swap routes (GET /v1/convert/quotes, GET
 * /v1/convert/tokens, POST /v1/convert/build-transaction, and the spender of GET
 * /v1/convert/allowance and GET /v1/convert/build-approve). The answer shapes are the ones
 * core's swap client reads (core/src/services/swapShapes.ts): amounts are decimal text of
 * base units, accounts and tokens CAIP-10. The routes check the input (swap network,
 * configured chain, addresses, amounts) before a provider is asked. The default is
 * fallbackSwaps.ts; on the chains with a configured Uniswap v2 exchange (config.uniswapV2) it is
 * uniswapV2Swaps.ts; an operator plugs in another through startServer({ providers: { swaps } }).
 */

export interface SwapQuoteAnswer {
  readonly id: string | null;
  readonly fromAmount: string;
  /** CAIP-10 of the token sold. */
  readonly fromAccount: string;
  readonly toAmount: string;
  readonly toAccount: string;
  /**
   * How far toAmount falls below the pools' current price (fees not counted), in basis
   * points as integer text ('31' is 0.31%); absent when the provider does not know.
   */
  readonly priceImpactBps?: string;
}

export interface SwapTokenAnswer {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-10: 'eip155:1:0x...'; the native currency is 0xeeee...eeee. */
  readonly address: string;
  readonly decimals: number;
  /** An http(s) URL, or ''. */
  readonly logoUri: string;
}

/** A call to send; `data` is 0x-prefixed hex, amounts are decimal text. */
export interface BuiltTransactionAnswer {
  /** The sender, a plain 0x address (the chain is the request's). */
  readonly from: string;
  /** The contract called, a plain 0x address. */
  readonly to: string;
  readonly data: `0x${string}`;
  /** Native amount sent with the call, base units. */
  readonly value: string;
  readonly eip155: { readonly gas: string; readonly gasPrice: string };
}

/** A swap request, checked: one chain, CAIP-10 tokens, base units. */
export interface SwapInput {
  readonly caipNetworkId: string;
  /** CAIP-10 of the token sold and of the token bought. */
  readonly from: string;
  readonly to: string;
  /** CAIP-10 of the account that swaps. */
  readonly userAddress: string;
  readonly amount: bigint;
}

export interface SwapQuoteInput extends SwapInput {
  /** Base units per gas, when the client sent one. */
  readonly gasPrice?: bigint;
}

export interface BuildSwapInput extends SwapInput {
  /** Percent. */
  readonly slippagePercent?: number;
  readonly disableEstimate: boolean;
}

export interface SwapProvider {
  /** The contract that spends the sold token: the spender of approvals and allowances. */
  getSpender(caipNetworkId: string): `0x${string}`;
  /** The tokens that can be swapped on a configured chain. */
  listTokens(caipNetworkId: string): Promise<SwapTokenAnswer[]>;
  /** No quote: an empty list. */
  getQuotes(input: SwapQuoteInput): Promise<SwapQuoteAnswer[]>;
  /** null: no route for this swap. */
  buildSwapTransaction(input: BuildSwapInput): Promise<BuiltTransactionAnswer | null>;
}
