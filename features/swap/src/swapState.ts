/** Swap's slice of state in one instance (the spec's swap state, section 3, and its progress). */

/** A token of the exchange's list, with the account's balance where it holds some. */
export interface SwapTokenChoice {
  /** CAIP-10 ('eip155:1:0x...'); the native currency is 0xeeee...eeee. */
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** An http(s) URL or ''. */
  readonly logoUri: string;
  /** The account's balance in base units; undefined when it was not read. */
  readonly balance?: bigint;
}

/** A quote as the view uses it: exact amounts, the tokens' decimals, the block it was read at. */
export interface SwapQuoteState {
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  readonly fromDecimals: number;
  readonly toDecimals: number;
  /** The chain's latest block when the quote was read; undefined when it could not be read. */
  readonly blockNumber?: bigint;
  /** The server's price impact of the quote in basis points, when it sent one. */
  readonly priceImpactBps?: bigint;
}

/** What the next step in the wallet is: an approval of the token sold, or the swap. */
export type SwapWalletStep = 'approve' | 'swap';

export interface LastSwap {
  readonly hash: string;
  readonly status: 'pending' | 'confirmed' | 'failed';
}

export interface SwapState {
  /** The exchange's tokens on the account's network, with the account's balances. */
  readonly tokens: readonly SwapTokenChoice[];
  readonly tokensLoading: boolean;
  /** The token sold (spec: sourceToken) and the token bought (spec: toToken). */
  readonly sourceToken?: SwapTokenChoice;
  readonly toToken?: SwapTokenChoice;
  /** The amount sold as typed (spec: sourceTokenAmount), never a float. */
  readonly sourceTokenAmount: string;
  /** Which picker the token list fills. */
  readonly picking: 'source' | 'to';
  readonly quote?: SwapQuoteState;
  readonly quoting: boolean;
  /** True when the exchange answered with no quote for the amount. */
  readonly quoteMissing: boolean;
  /** Dollar prices of the two tokens (decimal text), for the price impact. */
  readonly sourcePriceUsd?: string;
  readonly toPriceUsd?: string;
  /** The allowance of the token sold to the exchange, in base units (native: unlimited). */
  readonly allowance?: bigint;
  /** The network fee of the next wallet step (gas x gas price), in the native smallest unit. */
  readonly networkFee?: bigint;
  readonly preparing: boolean;
  /** True from a wallet request until its answer and the approval's confirmation. */
  readonly approving: boolean;
  readonly swapping: boolean;
  /** The last failure's text (the spec's), shown on the form or the preview. */
  readonly error?: string;
  readonly lastSwap?: LastSwap;
}

export function initialSwapState(): SwapState {
  return {
    tokens: [],
    tokensLoading: false,
    sourceTokenAmount: '',
    picking: 'source',
    quoting: false,
    quoteMissing: false,
    preparing: false,
    approving: false,
    swapping: false,
  };
}
