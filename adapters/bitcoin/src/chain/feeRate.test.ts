import fc from 'fast-check';
import {
  BITCOIN_MAX_FEE_RATE,
  BITCOIN_MIN_FEE_RATE,
  feeFor,
  feeRateFromEstimates,
  feeRateMilli,
} from './feeRate';

describe('fee rates', () => {
  it('takes the 3-block estimate, else the 6-block one, else the 1-block one, else the floor', () => {
    expect(
      feeRateFromEstimates(
        new Map([
          ['1', 9],
          ['3', 4.5],
          ['6', 2],
        ]),
      ),
    ).toBe(4_500n);
    expect(
      feeRateFromEstimates(
        new Map([
          ['1', 9],
          ['6', 2],
        ]),
      ),
    ).toBe(2_000n);
    expect(feeRateFromEstimates(new Map([['1', 9]]))).toBe(9_000n);
    expect(feeRateFromEstimates(new Map())).toBe(BigInt(BITCOIN_MIN_FEE_RATE * 1000));
  });

  it('never under 1 sat/vB; above 1,000 sat/vB, NaN, negative or not a number refused', () => {
    expect(feeRateMilli(0)).toBe(1_000n);
    expect(feeRateMilli(0.5)).toBe(1_000n);
    expect(feeRateMilli(BITCOIN_MAX_FEE_RATE)).toBe(1_000_000n);
    for (const bad of [
      1_000.001,
      Number.NaN,
      -1,
      Number.POSITIVE_INFINITY,
      '5' as unknown as number,
    ]) {
      expect(() => feeRateMilli(bad)).toThrow(
        expect.objectContaining({ code: 'BITCOIN_INVALID_FEE_RATE' }),
      );
    }
  });

  it('a fee is the vsize times the rate rounded up to a whole satoshi, without float error', () => {
    expect(feeFor(100, feeRateMilli(1.1))).toBe(110n); // 100 * 1.1 is 110.00000000000001 in floats
    expect(feeFor(141, 2_500n)).toBe(353n);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400_000 }),
        fc.integer({ min: 1_000, max: 1_000_000 }),
        (vsize, milli) => {
          const fee = feeFor(vsize, BigInt(milli));
          expect(fee * 1000n).toBeGreaterThanOrEqual(BigInt(vsize) * BigInt(milli));
          expect((fee - 1n) * 1000n).toBeLessThan(BigInt(vsize) * BigInt(milli));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
