import fc from 'fast-check';
import { InvalidAmountError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { formatUnits, parseDecimal, parseUnits } from './units';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const digitString = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });

/** The canonical text formatUnits writes: no leading integer zeros, no trailing fraction zeros. */
function canonical(integer: string, fraction: string): string {
  const int = integer.replace(/^0+/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

describe('parseUnits', () => {
  it.each([
    ['0.000000000000000001', 18, 1n],
    ['123456789.123456789', 18, 123456789123456789000000000n],
    ['1.', 18, 10n ** 18n],
    ['.5', 1, 5n],
    ['  2 ', 0, 2n],
    ['0', 18, 0n],
    ['007.50', 6, 7500000n],
    ['1000000000000', 18, 10n ** 30n],
  ])('reads %p with %p decimals exactly as base units', (text, decimals, expected) => {
    expect(parseUnits(text, decimals)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '.',
    '-1',
    '+1',
    '1e18',
    '1E-7',
    '1,000',
    '1 000',
    '1.2.3',
    '0x10',
    'Infinity',
    'NaN',
    '١',
    '1_000',
  ])('rejects %p with INVALID_AMOUNT and the invalid-amount text', (text) => {
    const error = thrownBy(() => parseUnits(text, 18));
    expect(error).toBeInstanceOf(InvalidAmountError);
    expect(error).toMatchObject({
      code: 'INVALID_AMOUNT',
      message: MESSAGES.invalidAmount(text),
    });
  });

  it.each([
    ['0.0000000000000000001', 18],
    ['1.0', 0],
    ['1.234', 2],
  ])('rejects %p (more fraction digits than %p) with TOO_MANY_DECIMALS', (text, decimals) => {
    const error = thrownBy(() => parseUnits(text, decimals));
    expect(error).toBeInstanceOf(InvalidAmountError);
    expect(error).toMatchObject({
      code: 'TOO_MANY_DECIMALS',
      message: MESSAGES.tooManyDecimals(decimals),
    });
  });

  it.each([-1, 1.5, 256, Number.NaN])('rejects token decimals %p with INVALID_DECIMALS', (d) => {
    expect(() => parseUnits('1', d)).toThrow(
      expect.objectContaining({
        code: 'INVALID_DECIMALS',
        message: MESSAGES.invalidDecimals(d, 255),
      }),
    );
  });

  it('formatUnits(parseUnits(x)) gives back any valid decimal text in canonical form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36 }),
        digitString(40),
        digitString(36),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t', '  '),
        (decimals, integer, rawFraction, withPoint, padding) => {
          const fraction = rawFraction.slice(0, decimals);
          fc.pre(integer.length + fraction.length > 0);
          const text = withPoint || fraction ? `${integer}.${fraction}` : integer;
          const parsed = parseUnits(`${padding}${text}${padding}`, decimals);
          return formatUnits(parsed, decimals) === canonical(integer, fraction);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('accepts exactly unsigned decimal text and throws only InvalidAmountError otherwise', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.-+eE, ') })),
        fc.integer({ min: 0, max: 36 }),
        (text, decimals) => {
          const shape = /^\s*([0-9]*)(?:\.([0-9]*))?\s*$/.exec(text);
          const wellFormed = shape !== null && `${shape[1]}${shape[2] ?? ''}`.length > 0;
          const tooPrecise = wellFormed && (shape?.[2] ?? '').length > decimals;
          try {
            const value = parseUnits(text, decimals);
            return wellFormed && !tooPrecise && value >= 0n;
          } catch (error) {
            const expectedCode = tooPrecise ? 'TOO_MANY_DECIMALS' : 'INVALID_AMOUNT';
            return error instanceof InvalidAmountError && error.code === expectedCode;
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('formatUnits', () => {
  it.each([
    [1n, 18, '0.000000000000000001'],
    [123456789123456789000000000n, 18, '123456789.123456789'],
    [10n ** 30n, 18, '1000000000000'],
    [1500000000000000000n, 18, '1.5'],
    [0n, 18, '0'],
    [123n, 0, '123'],
    [-1500000000000000000n, 18, '-1.5'],
    [-5n, 3, '-0.005'],
  ])('writes %p with %p decimals exactly as %p', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('rejects token decimals outside 0..255 with INVALID_DECIMALS', () => {
    expect(() => formatUnits(1n, 256)).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMALS' }),
    );
  });

  it('parseUnits(formatUnits(v)) === v for every non-negative bigint and decimals 0..36', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 80n })),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          return parseUnits(formatUnits(value, decimals), decimals) === value;
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('a negative bigint is written as "-" and its magnitude, which parseUnits reads back', () => {
    // parseUnits takes what a visitor types and refuses signs, so the round trip of a
    // negative value goes through its magnitude.
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 80n), max: -1n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          const text = formatUnits(value, decimals);
          return (
            text === `-${formatUnits(-value, decimals)}` &&
            -parseUnits(text.slice(1), decimals) === value &&
            thrownBy(() => parseUnits(text, decimals)) instanceof InvalidAmountError
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('parseDecimal', () => {
  it('keeps every fraction digit the text has', () => {
    expect(parseDecimal('1234.5678')).toEqual({ value: 12345678n, decimals: 4 });
    expect(parseDecimal('1.500')).toEqual({ value: 1500n, decimals: 3 });
    expect(parseDecimal('42')).toEqual({ value: 42n, decimals: 0 });
    expect(parseDecimal('.5')).toEqual({ value: 5n, decimals: 1 });
  });

  it('rejects exponent notation such as "1e-7" with INVALID_AMOUNT', () => {
    expect(() => parseDecimal('1e-7')).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT', message: MESSAGES.invalidAmount('1e-7') }),
    );
  });
});
