import fc from 'fast-check';
import { formatFee } from './formatDisplay';
import { parseUnits } from './units';

describe('formatFee', () => {
  it('keeps 4 significant digits, rounded up; whole units are never cut', () => {
    expect(formatFee(42_000_000_252_000n, 18)).toBe('0.00004201');
    expect(formatFee(5_000n, 9)).toBe('0.000005');
    expect(formatFee(1_000n, 6)).toBe('0.001');
    expect(formatFee(123_456_789n, 6)).toBe('123.5');
    expect(formatFee(12_345_678n, 0)).toBe('12345678');
    expect(formatFee(0n, 18)).toBe('0');
  });

  it('never shows less than the fee, and never more than one step of its 4th digit above it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (fee, decimals) => {
          const shown = parseUnits(formatFee(fee, decimals), decimals);
          const step = 10n ** BigInt(Math.max(fee.toString().length - 4, 0));
          return shown >= fee && shown - fee < step;
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
