import fc from 'fast-check';
import { maxUint256 } from 'viem';
import { InvalidRequestError } from '../errors';
import { parseDecimalAmount, readBaseUnits, readDecimalAmount } from './amountInput';

describe('base units', () => {
  it('reads a uint256 in decimal text, up to 2^256-1', () => {
    expect(readBaseUnits('0', 'amount')).toBe(0n);
    expect(readBaseUnits(maxUint256.toString(), 'amount')).toBe(maxUint256);
  });

  it.each([
    ['2^256', (maxUint256 + 1n).toString()],
    ['a sign', '-1'],
    ['a fraction', '1.5'],
    ['an exponent', '1e18'],
    ['hex', '0x10'],
    ['empty text', ''],
    ['a number', 5],
    ['79 digits', '1'.repeat(79)],
  ])('refuses %s with a 400', (_what, value) => {
    expect(() => readBaseUnits(value, 'amount')).toThrow(InvalidRequestError);
    expect(() => readBaseUnits(value, 'amount')).toThrow(
      'Invalid amount: not a whole number of base units from 0 to 2^256-1',
    );
  });

  it('property: every uint256 round-trips through its decimal text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxUint256 }), (units) => {
        expect(readBaseUnits(units.toString(), 'amount')).toBe(units);
      }),
    );
  });

  it('property: any text is base units or a 400', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{0,90}$/)), (text) => {
        try {
          const units = readBaseUnits(text, 'gasPrice');
          expect(units.toString()).toBe(BigInt(text).toString());
          expect(units <= maxUint256).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRequestError);
        }
      }),
    );
  });
});

describe('decimal amounts', () => {
  it('reads decimal text as it is and numbers without an exponent', () => {
    expect(readDecimalAmount('10.50', 'amount')).toBe('10.50');
    expect(readDecimalAmount(25, 'amount')).toBe('25');
    expect(readDecimalAmount(1e-7, 'amount')).toBe('0.0000001');
  });

  it.each([
    ['-1'],
    ['1e3'],
    ['.5'],
    ['5.'],
    [''],
    [Number.NaN],
    [-2],
    [null],
    [{}],
    // A JSON number past 2^53 - 1 lost its digits on the way ('1234567890123456800000…').
    [JSON.parse('1234567890123456789012345678901234567890') as number],
    [Number.MAX_SAFE_INTEGER + 2],
  ])('refuses %p with a 400', (value) => {
    expect(() => readDecimalAmount(value, 'amount')).toThrow(
      'Invalid amount: not a decimal amount like 10.50',
    );
  });

  it('property: any value is unsigned decimal text or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.jsonValue()), (value) => {
        const amount = parseDecimalAmount(value);
        if (amount !== undefined) expect(amount).toMatch(/^[0-9]+(\.[0-9]+)?$/);
      }),
    );
  });
});
