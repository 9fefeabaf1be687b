import fc from 'fast-check';
import { InvalidAmountError } from '@portico/core';
import { compareFixedPoint, hasInsufficientGas } from './insufficientGas';

describe('hasInsufficientGas (spec section 5)', () => {
  it('is true when the native balance is worth 0 USD, whatever the gas price', () => {
    expect(
      hasInsufficientGas({ nativeBalanceUsd: '0', gasPriceUsd: '0', accountType: 'eoa' }),
    ).toBe(true);
    expect(hasInsufficientGas({ nativeBalanceUsd: '0.000', accountType: 'eoa' })).toBe(true);
    expect(
      hasInsufficientGas({ nativeBalanceUsd: { value: 0n, decimals: 18 }, accountType: 'eoa' }),
    ).toBe(true);
  });

  it('is true when the balance is below the gas price in USD, false when equal or above', () => {
    const check = (balance: string, gas: string) =>
      hasInsufficientGas({ nativeBalanceUsd: balance, gasPriceUsd: gas, accountType: 'eoa' });
    expect(check('0.01', '0.02')).toBe(true);
    expect(check('0.02', '0.02')).toBe(false);
    expect(check('0.020', '0.02')).toBe(false);
    expect(check('12.5', '0.37')).toBe(false);
  });

  it('compares exactly where floating point would not: 18 decimals and beyond 2^53', () => {
    const check = (balance: string, gas: string) =>
      hasInsufficientGas({ nativeBalanceUsd: balance, gasPriceUsd: gas, accountType: 'eoa' });
    expect(check('0.000000000000000001', '0.000000000000000002')).toBe(true);
    expect(check('0.000000000000000002', '0.000000000000000001')).toBe(false);
    // As floats these two are the same number (9007199254740992).
    expect(check('9007199254740992', '9007199254740993')).toBe(true);
    expect(check('123456789.123456789', '123456789.12345679')).toBe(true);
  });

  it('accepts bigints with their decimals, mixed with decimal text', () => {
    expect(
      hasInsufficientGas({
        nativeBalanceUsd: { value: 1_999_999n, decimals: 6 }, // $1.999999
        gasPriceUsd: '2',
        accountType: 'eoa',
      }),
    ).toBe(true);
  });

  it('with an unknown gas price, only a zero balance is insufficient', () => {
    expect(hasInsufficientGas({ nativeBalanceUsd: '0.01', accountType: 'eoa' })).toBe(false);
  });

  it('is always false for a smart account (the check is skipped)', () => {
    expect(
      hasInsufficientGas({ nativeBalanceUsd: '0', gasPriceUsd: '5', accountType: 'smartAccount' }),
    ).toBe(false);
  });

  it.each([
    ['negative text', '-1'],
    ['a float in exponent form', '1e-18'],
    ['empty text', ''],
    ['a negative bigint', { value: -1n, decimals: 0 }],
    ['negative decimals', { value: 1n, decimals: -2 }],
    ['fractional decimals', { value: 1n, decimals: 1.5 }],
  ])('refuses %s as an amount with InvalidAmountError', (_what, amount) => {
    expect(() => hasInsufficientGas({ nativeBalanceUsd: amount, accountType: 'eoa' })).toThrow(
      InvalidAmountError,
    );
  });

  it('agrees with an exact integer comparison for any amounts (property)', () => {
    const amount = fc.record({
      value: fc.bigInt({ min: 0n, max: 10n ** 40n }),
      decimals: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (balance, gas, asText) => {
        const text = ({ value, decimals }: typeof balance) => {
          const digits = value.toString().padStart(decimals + 1, '0');
          return decimals === 0
            ? digits
            : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
        };
        const scale = 10n ** 30n;
        const expected =
          balance.value === 0n ||
          balance.value * (scale / 10n ** BigInt(balance.decimals)) <
            gas.value * (scale / 10n ** BigInt(gas.decimals));
        const input = asText
          ? { nativeBalanceUsd: text(balance), gasPriceUsd: text(gas), accountType: 'eoa' as const }
          : { nativeBalanceUsd: balance, gasPriceUsd: gas, accountType: 'eoa' as const };
        expect(hasInsufficientGas(input)).toBe(expected);
        expect(hasInsufficientGas({ ...input, accountType: 'smartAccount' })).toBe(false);
      }),
    );
  });

  it('compareFixedPoint orders amounts of different decimals', () => {
    expect(compareFixedPoint({ value: 10n, decimals: 1 }, { value: 1n, decimals: 0 })).toBe(0);
    expect(compareFixedPoint({ value: 9n, decimals: 1 }, { value: 1n, decimals: 0 })).toBe(-1);
    expect(compareFixedPoint({ value: 2n, decimals: 0 }, { value: 19n, decimals: 1 })).toBe(1);
  });
});
