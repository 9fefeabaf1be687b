/**
 * Swap's rules as pure functions: the amount typed to base units (exact, never a float), the
 * quote's rate, the price impact (the server's, else from dollar prices), the minimum received
 * under the spec's slippage tolerance, whether the allowance is short, and the text of the
 * form's button.
 */
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT, formatUnits, parseUnits } from '@portico/core';
import type { SwapQuoteState, SwapState, SwapTokenChoice } from './swapState';

/**
 * The spec's slippage tolerance (section 9), in percent: core sends it with the build route;
 * the view shows it and the minimum received follows from it.
 */
export { SWAP_SLIPPAGE_TOLERANCE_PERCENT };

/** The amount typed, in base units; undefined when it is not a valid amount. */
export function amountInBaseUnits(text: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(text.trim(), decimals);
  } catch {
    return undefined;
  }
}

/** The CAIP-10 address of the native currency in the convert routes (0xeeee...eeee). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** True when a CAIP-10 token address names the native currency. */
export function isNativeToken(caip10: string): boolean {
  return caip10.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** The plain 0x address of a CAIP-10 account ('eip155:1:0xabc' -> '0xabc'). */
export function plainAddress(caip10: string): string {
  return caip10.split(':')[2] ?? caip10;
}

/**
 * How many `to` units one whole `from` token buys at the quote, as exact decimal text cut
 * (rounded down) after `places` decimals: `rate(quote, 18, 18)` of 1 ETH -> 98.7 PTT is "98.7".
 */
export function rate(quote: SwapQuoteState, places = 6): string {
  if (quote.fromAmount === 0n) return '0';
  const perWhole = (quote.toAmount * 10n ** BigInt(quote.fromDecimals)) / quote.fromAmount;
  return cutDecimals(formatUnits(perWhole, quote.toDecimals), places);
}

/** Decimal text cut (rounded down) after `places` decimals, without trailing zeros. */
export function cutDecimals(text: string, places: number): string {
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.slice(0, places).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : (whole ?? '0');
}

/** A dollar price text ("3000", "1.5") in millionths of a dollar; undefined if unreadable. */
function microDollars(price: string | undefined): bigint | undefined {
  if (price === undefined) return undefined;
  return amountInBaseUnits(price, 6);
}

/**
 * The price impact in hundredths of a percent (basis points), from the dollar value sold and
 * the dollar value bought: (sold - bought) / sold. Undefined without both prices. Never below 0
 * (a quote worth more than it costs has no impact to warn of).
 */
export function priceImpactBasisPoints(
  quote: SwapQuoteState,
  fromPriceUsd: string | undefined,
  toPriceUsd: string | undefined,
): bigint | undefined {
  const fromPrice = microDollars(fromPriceUsd);
  const toPrice = microDollars(toPriceUsd);
  if (fromPrice === undefined || toPrice === undefined || fromPrice === 0n) return undefined;
  // Both values in the same unit: base units x micro-dollars, scaled to 18 decimals.
  const sold = (quote.fromAmount * fromPrice * 10n ** 18n) / 10n ** BigInt(quote.fromDecimals);
  const bought = (quote.toAmount * toPrice * 10n ** 18n) / 10n ** BigInt(quote.toDecimals);
  if (sold === 0n || bought >= sold) return 0n;
  return ((sold - bought) * 10_000n) / sold;
}

/**
 * The price impact the preview shows, in basis points: the server's figure when the quote
 * carries one (measured against the pools' reserves), else the one from the dollar prices.
 */
export function quotePriceImpact(
  quote: SwapQuoteState,
  fromPriceUsd: string | undefined,
  toPriceUsd: string | undefined,
): bigint | undefined {
  return quote.priceImpactBps ?? priceImpactBasisPoints(quote, fromPriceUsd, toPriceUsd);
}

/** Basis points as a percent text with two decimals: 123n -> "1.23%". */
export function percentText(basisPoints: bigint): string {
  const whole = basisPoints / 100n;
  const rest = (basisPoints % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}%`;
}

/** The least the swap may give under the spec's slippage tolerance (1%): rounded down. */
export function minimumReceived(
  toAmount: bigint,
  slippagePercent = SWAP_SLIPPAGE_TOLERANCE_PERCENT,
): bigint {
  return (toAmount * BigInt(100 - slippagePercent)) / 100n;
}

/** An ERC-20 sold needs an approval when its allowance is below the amount. */
export function needsApproval(
  token: SwapTokenChoice,
  amount: bigint,
  allowance: bigint | undefined,
): boolean {
  if (isNativeToken(token.address)) return false;
  return allowance === undefined || allowance < amount;
}

/** The form's button, from the first thing missing to 'reviewSwap' (the only one that acts). */
export type SwapStep =
  | 'selectToken'
  | 'enterAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'gettingQuote'
  | 'noQuote'
  | 'reviewSwap';

export function swapStep(
  state: Pick<
    SwapState,
    'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'quote' | 'quoting' | 'quoteMissing'
  >,
): SwapStep {
  const { sourceToken, toToken } = state;
  if (!sourceToken || !toToken) return 'selectToken';
  if (state.sourceTokenAmount.trim() === '') return 'enterAmount';
  const amount = amountInBaseUnits(state.sourceTokenAmount, sourceToken.decimals);
  if (amount === undefined) return 'invalidAmount';
  if (amount === 0n) return 'enterAmount';
  if (sourceToken.balance !== undefined && amount > sourceToken.balance) {
    return 'insufficientBalance';
  }
  if (state.quoting) return 'gettingQuote';
  const quote = state.quote;
  if (!quote || quote.fromAmount !== amount) return state.quoteMissing ? 'noQuote' : 'gettingQuote';
  return 'reviewSwap';
}
