import fc from 'fast-check';
import { evmCoinType } from '../../../core/src/services/names';
import { InvalidRequestError } from '../errors';
import { chainOfCoinType, isEvmCoinType, readEvmCoinType } from './coinType';

describe('EVM coin types (ENSIP-11)', () => {
  it("accepts what core's evmCoinType gives for any EVM chain id", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (chainId) => {
        expect(readEvmCoinType(evmCoinType(chainId))).toBe(evmCoinType(chainId));
      }),
    );
    expect(readEvmCoinType(60)).toBe(60);
  });

  it('refuses with 400 every other value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.jsonValue()), (value) => {
        const valid =
          value === 60 ||
          (typeof value === 'number' &&
            Number.isInteger(value) &&
            value > 0x80000000 &&
            value <= 0xffffffff);
        expect(isEvmCoinType(value)).toBe(valid);
        if (!valid) expect(() => readEvmCoinType(value)).toThrow(InvalidRequestError);
      }),
    );
    for (const value of [0, 501, '60', 61, 0x7fffffff, 0x80000000, 0x100000000, null, undefined]) {
      expect(() => readEvmCoinType(value)).toThrow(InvalidRequestError);
    }
  });

  it("names the chain of a coin type as core's evmCoinType made it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (chainId) => {
        expect(chainOfCoinType(evmCoinType(chainId))).toBe(`eip155:${chainId}`);
      }),
    );
  });
});
