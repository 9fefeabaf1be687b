import fc from 'fast-check';
import { formatUnits, parseUnits } from 'viem';
import { toDecimalText } from '../../../core/src/services/untrustedJson';
import { priceText, quantityText, USD_VALUE_FRACTION_DIGITS, valueText } from './usdAmounts';

const decimals = fc.integer({ min: 0, max: 36 });
const baseUnits = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
const price = fc.double({ min: 0, max: 1e12, noNaN: true });

describe('priceText', () => {
  it('writes any finite price >= 0 as decimal text the client reads, equal to the number', () => {
    fc.assert(
      fc.property(price, (value) => {
        const text = priceText(value);
        expect(text).toBeDefined();
        expect(toDecimalText(text)).toBe(text);
        expect(Number(text)).toBeCloseTo(value, 10);
      }),
    );
  });

  it('has no text for a negative or non-finite price', () => {
    for (const value of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(priceText(value)).toBeUndefined();
    }
    expect(priceText(-0)).toBe('0');
    expect(priceText(1e-7)).toBe('0.0000001');
    expect(priceText(3000)).toBe('3000');
  });
});

describe('quantityText', () => {
  it('writes base units as whole tokens that parse back to the same base units', () => {
    fc.assert(
      fc.property(baseUnits, decimals, (amount, d) => {
        const text = quantityText(amount, d);
        expect(toDecimalText(text)).toBe(text);
        expect(parseUnits(text, d)).toBe(amount);
      }),
    );
  });
});

describe('valueText', () => {
  it('is the exact product, cut to USD_VALUE_FRACTION_DIGITS, as decimal text', () => {
    // Up to ~1.7e69 base units at up to a million dollars: values within the 78 digits the
    // client reads.
    const amounts = fc.bigInt({ min: 0n, max: 2n ** 230n });
    const prices = fc.double({ min: 0, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(amounts, decimals, prices, (amount, d, value) => {
        const p = priceText(value) as string;
        const text = valueText(amount, d, p);
        expect(toDecimalText(text)).toBe(text);
        const [, fraction = ''] = text.split('.');
        expect(fraction.length).toBeLessThanOrEqual(USD_VALUE_FRACTION_DIGITS);
        // exact: value * 10^18 == floor(amount * price * 10^18 / 10^d)
        const scaledPrice = parseUnits(p, 40);
        const expected = (amount * scaledPrice) / 10n ** BigInt(d + 40 - USD_VALUE_FRACTION_DIGITS);
        expect(parseUnits(text, USD_VALUE_FRACTION_DIGITS)).toBe(expected);
      }),
    );
  });

  it('values 1.5 tokens of 18 decimals at 3000 as 4500', () => {
    expect(valueText(parseUnits('1.5', 18), 18, '3000')).toBe('4500');
    expect(valueText(250000n, 6, '1')).toBe('0.25');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(valueText(0n, 18, '3000')).toBe('0');
  });
});
