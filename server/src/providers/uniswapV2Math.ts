/**
 * The integer arithmetic of a Uniswap v2 swap, in bigint only (amounts never become floats):
 * the least output a slippage tolerance accepts, and the price impact of a trade measured
 * against the pools' reserves.
 */

/** Basis points in one whole (100%). */
export const BPS = 10_000n;
/** Uniswap v2 keeps 0.3% of every input: 997 of 1000 reach the pool's price curve. */
const FEE_KEPT = 997n;
const FEE_BASE = 1000n;

/** A percent from 0 to 100 (the request's eip155.slippage) in whole basis points. */
export function slippageBps(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`slippage ${percent} is not a percent from 0 to 100`);
  }
  return BigInt(Math.round(percent * 100));
}

/** The least output accepted: `amountOut` less the slippage, rounded down. */
export function minimumOut(amountOut: bigint, slippage: bigint): bigint {
  return (amountOut * (BPS - slippage)) / BPS;
}

/** One hop's reserves: of the token sold into the pool, and of the token bought from it. */
export interface HopReserves {
  readonly reserveIn: bigint;
  readonly reserveOut: bigint;
}

/**
 * How far the trade's output falls below what the pools' current prices would give for the
 * same input after their 0.3% fees, in basis points rounded down (0 for a trade too small to
 * move the price by 0.01%). Uniswap's own "price impact": the fee is not counted as impact.
 * `amountOut` is getAmountsOut's last amount. Undefined when a pool is empty.
 */
export function priceImpactBps(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly HopReserves[],
): bigint | undefined {
  if (amountIn <= 0n || hops.length === 0) return undefined;
  // The output at the current prices, as one fraction (no rounding between hops).
  let numerator = amountIn;
  let denominator = 1n;
  for (const { reserveIn, reserveOut } of hops) {
    if (reserveIn <= 0n || reserveOut <= 0n) return undefined;
    numerator *= FEE_KEPT * reserveOut;
    denominator *= FEE_BASE * reserveIn;
  }
  // impact = 1 - amountOut / (numerator / denominator)
  const shortfall = numerator - amountOut * denominator;
  if (shortfall <= 0n) return 0n;
  return (shortfall * BPS) / numerator;
}
