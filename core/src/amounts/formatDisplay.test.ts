import fc from 'fast-check';
import { InvalidAmountError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { formatBalance, formatFiat, formatQuantity } from './formatDisplay';
import { formatUnits } from './units';

const WEI = 18;
const wei = (value: bigint) => ({ value, decimals: WEI });

// Independent oracle: one bigint division for the rounding, Intl for the grouping.
const grouping = new Intl.NumberFormat('en-US', { useGrouping: true });

function expected(value: bigint, decimals: number, digits: number, halfUp: boolean): string {
  const numerator = value * 10n ** BigInt(digits);
  const denominator = 10n ** BigInt(decimals);
  const steps = halfUp
    ? (2n * numerator + denominator) / (2n * denominator)
    : numerator / denominator;
  const smallest = `0.${'1'.padStart(digits, '0')}`;
  if (steps === 0n && value > 0n) return `<${smallest}`;
  const padded = steps.toString().padStart(digits + 1, '0');
  const integer = grouping.format(BigInt(padded.slice(0, -digits)));
  return `${integer}.${padded.slice(-digits)}`;
}

const amounts = fc.record({
  value: fc.oneof(
    fc.bigInt({ min: 0n, max: 10n ** 4n }),
    fc.bigInt({ min: 0n, max: 10n ** 24n }),
    fc.bigInt({ min: 0n, max: 10n ** 60n }),
  ),
  decimals: fc.integer({ min: 0, max: 36 }),
});

describe('formatBalance', () => {
  it.each([
    ['1234.5678', '1,234.567'],
    ['1.5', '1.500'],
    ['0', '0.000'],
    ['0.001', '0.001'],
    ['0.0019', '0.001'],
    ['999.9999', '999.999'],
    ['123456789.123456789', '123,456,789.123'],
  ])('shows %p with 3 fraction digits rounded down as %p', (text, shown) => {
    expect(formatBalance(text)).toBe(shown);
  });

  it('shows 123456789.123456789 (18 decimals) as "123,456,789.123"', () => {
    expect(formatBalance(wei(123456789123456789000000000n))).toBe('123,456,789.123');
  });

  it('shows 10^30 wei as "1,000,000,000,000.000"', () => {
    expect(formatBalance(wei(10n ** 30n))).toBe('1,000,000,000,000.000');
  });

  it('never rounds a balance up: 0.9999999 shows as "0.999"', () => {
    expect(formatBalance(wei(999999900000000000n))).toBe('0.999');
  });

  it('a balance above zero that rounds to zero (1 wei) shows as "<0.001"', () => {
    expect(formatBalance(wei(1n))).toBe('<0.001');
    expect(formatBalance('0.000999999')).toBe('<0.001');
  });

  it('a zero balance shows as "0.000", not "<0.001"', () => {
    expect(formatBalance(wei(0n))).toBe('0.000');
  });

  it('matches an independent bigint computation and never throws on valid input', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals }) => {
        const shown = expected(value, decimals, 3, false);
        return (
          formatBalance({ value, decimals }) === shown &&
          formatBalance(formatUnits(value, decimals)) === shown
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('formatFiat', () => {
  it.each([
    ['1234.5678', '1,234.57'],
    ['1234.565', '1,234.57'],
    ['1234.5649', '1,234.56'],
    ['2.675', '2.68'],
    ['1.005', '1.01'],
    ['999.995', '1,000.00'],
    ['0.005', '0.01'],
    ['12', '12.00'],
    ['0', '0.00'],
  ])('shows the dollar value %p with 2 fraction digits rounded half up as %p', (text, shown) => {
    expect(formatFiat(text)).toBe(shown);
  });

  it('a dollar value above zero that rounds to zero shows as "<0.01"', () => {
    expect(formatFiat('0.0049')).toBe('<0.01');
    expect(formatFiat(wei(1n))).toBe('<0.01');
  });

  it('adds no currency sign', () => {
    expect(formatFiat('5')).not.toContain('$');
  });

  it('matches an independent bigint computation and never throws on valid input', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals }) => {
        const shown = expected(value, decimals, 2, true);
        return (
          formatFiat({ value, decimals }) === shown &&
          formatFiat(formatUnits(value, decimals)) === shown
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('formatQuantity', () => {
  it.each([
    ['0.5', '0.500'],
    ['1.9999', '1.999'],
    ['1000000', '1,000,000.000'],
    ['0.0005', '<0.001'],
  ])('shows the transaction quantity %p with 3 fraction digits rounded down as %p', (q, shown) => {
    expect(formatQuantity(q)).toBe(shown);
  });

  it('shows 1 wei as "<0.001" and 10^30 wei as "1,000,000,000,000.000"', () => {
    expect(formatQuantity(wei(1n))).toBe('<0.001');
    expect(formatQuantity(wei(10n ** 30n))).toBe('1,000,000,000,000.000');
  });

  it('matches an independent bigint computation and never throws on valid input', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals }) => {
        const shown = expected(value, decimals, 3, false);
        return (
          formatQuantity({ value, decimals }) === shown &&
          formatQuantity(formatUnits(value, decimals)) === shown
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('display input that is not an amount', () => {
  it.each(['1e-7', '-1', '1,234.5', '', 'abc', '0x1', 'NaN'])(
    'the text %p throws InvalidAmountError INVALID_AMOUNT',
    (text) => {
      for (const format of [formatBalance, formatFiat, formatQuantity]) {
        expect(() => format(text)).toThrow(
          expect.objectContaining({
            code: 'INVALID_AMOUNT',
            message: MESSAGES.invalidAmount(text),
          }),
        );
      }
    },
  );

  it('a negative bigint throws INVALID_AMOUNT: displayed amounts are magnitudes', () => {
    expect(() => formatBalance(wei(-1n))).toThrow(InvalidAmountError);
    expect(() => formatFiat(wei(-1n))).toThrow(
      expect.objectContaining({
        code: 'INVALID_AMOUNT',
        message: MESSAGES.invalidAmount('-0.000000000000000001'),
      }),
    );
  });

  it('token decimals outside 0..255 throw INVALID_DECIMALS', () => {
    expect(() => formatBalance({ value: 1n, decimals: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMALS' }),
    );
    expect(() => formatQuantity({ value: 1n, decimals: 2.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMALS' }),
    );
  });

  it('any text is either shown in the fixed format or refused with InvalidAmountError', () => {
    const shape = /^(?:<0\.001|[0-9]{1,3}(?:,[0-9]{3})*\.[0-9]{3})$/;
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-e ') }), (text) => {
        try {
          return shape.test(formatBalance(text));
        } catch (error) {
          return error instanceof InvalidAmountError && error.code === 'INVALID_AMOUNT';
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
