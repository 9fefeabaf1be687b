import fc from 'fast-check';
import { parseUnits } from '@portico/core';
import { displayFee } from './display';

describe('displayFee', () => {
  it('keeps 4 significant digits, rounded up; whole units are never cut', () => {
    expect(displayFee(42_000_000_252_000n, 18)).toBe('0.00004201');
    expect(displayFee(5_000n, 9)).toBe('0.000005');
    expect(displayFee(1_000n, 6)).toBe('0.001');
    expect(displayFee(123_456_789n, 6)).toBe('123.5');
    expect(displayFee(12_345_678n, 0)).toBe('12345678');
    expect(displayFee(0n, 18)).toBe('0');
  });

  it('never shows less than the fee, and never more than one step of its 4th digit above it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (fee, decimals) => {
          const shown = parseUnits(displayFee(fee, decimals), decimals);
          const step = 10n ** BigInt(Math.max(fee.toString().length - 4, 0));
          return shown >= fee && shown - fee < step;
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
