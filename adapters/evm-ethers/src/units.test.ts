import fc from 'fast-check';
import { formatUnits, parseUnits } from './units';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

/** The text the port writes: no leading integer zeros, no trailing fraction zeros, no "-0". */
function normalised(text: string): string {
  const negative = text.startsWith('-');
  const [integer = '', fraction = ''] = text.replace(/^-/, '').split('.');
  const int = integer.replace(/^0+/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && body !== '0' ? `-${body}` : body;
}

describe('parseUnits and formatUnits (ethers, held to the port contract)', () => {
  it.each([
    ['0.000000000000000001', 18, 1n],
    ['123456789.123456789', 18, 123456789123456789000000000n],
    ['1', 18, 10n ** 18n],
    ['0', 18, 0n],
    ['1.5', 6, 1_500_000n],
    ['42', 0, 42n],
  ])('parseUnits(%p, %p) is exactly %p base units', (text, decimals, expected) => {
    expect(parseUnits(text, decimals)).toBe(expected);
  });

  it.each([
    [1n, 18, '0.000000000000000001'],
    [123456789123456789000000000n, 18, '123456789.123456789'],
    [10n ** 18n, 18, '1'],
    [0n, 18, '0'],
    [-(10n ** 18n), 18, '-1'],
    [1_230n, 2, '12.3'],
    [42n, 0, '42'],
    [
      2n ** 256n - 1n,
      18,
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ],
  ])('formatUnits(%p, %p) is %p, with no ".0" as ethers writes it', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('refuses text it cannot hold exactly instead of rounding it', () => {
    expect(() => parseUnits('1.0000000000000000001', 18)).toThrow(/too many decimals/);
    expect(() => parseUnits('1e18', 18)).toThrow();
    expect(() => parseUnits('', 18)).toThrow();
  });

  it('formatUnits(parseUnits(x)) is x normalised, for any decimal text that fits', () => {
    const decimalText = fc.integer({ min: 0, max: 36 }).chain((decimals) =>
      fc.record({
        decimals: fc.constant(decimals),
        negative: fc.boolean(),
        integer: digits(1, 40),
        fraction: digits(0, decimals),
      }),
    );
    fc.assert(
      fc.property(decimalText, ({ decimals, negative, integer, fraction }) => {
        const text = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
        expect(formatUnits(parseUnits(text, decimals), decimals)).toBe(normalised(text));
      }),
      { numRuns: 500 },
    );
  });

  it('parseUnits(formatUnits(v)) is v, for any uint256 and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 77 }),
        (value, decimals) => {
          expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
