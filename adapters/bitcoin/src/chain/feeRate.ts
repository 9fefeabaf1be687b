/**
 * The fee rate of a transfer, in sat/vB: the caller's, else the API's estimate for confirmation
 * within 3 blocks (else 6, else 1), never under BITCOIN_MIN_FEE_RATE (an API with no estimate,
 * as a quiet regtest node, gives the floor) and refused above BITCOIN_MAX_FEE_RATE (an estimate
 * that high is a broken API, not a busy network). Rates are kept to 0.001 sat/vB
 * (milli-sat/vB, integers), so a fee is computed without float rounding.
 */
import { InvalidFeeRateError } from './chainErrors';
import { BITCOIN_MAX_FEE_RATE, BITCOIN_MIN_FEE_RATE } from './feeRateLimits';

export { BITCOIN_MAX_FEE_RATE, BITCOIN_MIN_FEE_RATE };
/** The confirmation targets (blocks) read from GET /fee-estimates, in order of preference. */
export const FEE_ESTIMATE_TARGETS: readonly string[] = Object.freeze(['3', '6', '1']);

/** `rate` (sat/vB) in milli-sat/vB, at least the floor; throws for a rate that is not usable. */
export function feeRateMilli(rate: number): bigint {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) {
    throw new InvalidFeeRateError(rate, 'is not a number >= 0');
  }
  if (rate > BITCOIN_MAX_FEE_RATE) {
    throw new InvalidFeeRateError(
      rate,
      `is above the ${BITCOIN_MAX_FEE_RATE} sat/vB this adapter pays`,
    );
  }
  return BigInt(Math.max(Math.round(rate * 1000), BITCOIN_MIN_FEE_RATE * 1000));
}

/** The first estimate of FEE_ESTIMATE_TARGETS, else the floor, in milli-sat/vB. */
export function feeRateFromEstimates(estimates: ReadonlyMap<string, number>): bigint {
  for (const target of FEE_ESTIMATE_TARGETS) {
    const rate = estimates.get(target);
    if (rate !== undefined) return feeRateMilli(rate);
  }
  return feeRateMilli(BITCOIN_MIN_FEE_RATE);
}

/** The fee of `vsize` virtual bytes at `milli` milli-sat/vB, rounded up to a whole satoshi. */
export function feeFor(vsize: number, milli: bigint): bigint {
  return (BigInt(vsize) * milli + 999n) / 1000n;
}
