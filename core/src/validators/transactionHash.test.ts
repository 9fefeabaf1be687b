import fc from 'fast-check';
import { RUNS, hex, itNeverThrows, notHexChar } from '../__fixtures__/validatorProperties';
import { isTransactionHash } from './transactionHash';

const HASH = `0x${'5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'}`;

describe('isTransactionHash', () => {
  it('a transaction hash is 0x then exactly 64 hex characters', () => {
    expect(isTransactionHash(HASH)).toBe(true);
    expect(isTransactionHash(HASH.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isTransactionHash(`0x${'0'.repeat(64)}`)).toBe(true);
  });

  it.each([
    ['63 hex characters', HASH.slice(0, -1)],
    ['65 hex characters', `${HASH}0`],
    ['no 0x prefix', HASH.slice(2)],
    ['an upper-case 0X prefix', HASH.replace('0x', '0X')],
    ['a non-hex character', `${HASH.slice(0, -1)}g`],
    ['a trailing line break', `${HASH}\n`],
    ['only the prefix', '0x'],
    ['an EVM address instead', `0x${'ab'.repeat(20)}`],
  ])('a hash with %s is refused', (_reason, value) => {
    expect(isTransactionHash(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a bigint', BigInt(HASH)],
    ['a boxed string', new String(HASH)],
    ['a receipt object', { transactionHash: HASH }],
  ])('%s is not a transaction hash', (_kind, value) => {
    expect(isTransactionHash(value)).toBe(false);
  });

  describe('properties', () => {
    itNeverThrows(isTransactionHash, { anyStringGetsBoolean: true });

    it('every 0x followed by 64 hex characters is accepted', () => {
      fc.assert(
        fc.property(hex(64), (digits) => isTransactionHash(`0x${digits}`)),
        RUNS,
      );
    });

    it('any other number of hex characters after 0x is refused', () => {
      fc.assert(
        fc.property(
          hex(0, 140).filter((digits) => digits.length !== 64),
          (digits) => !isTransactionHash(`0x${digits}`),
        ),
        RUNS,
      );
    });

    it('64 hex characters without exactly a 0x prefix are refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.constantFrom('', '0X', 'x', '00', '0x0x', ' 0x'),
            fc.string({ maxLength: 4 }).filter((s) => s !== '0x'),
          ),
          hex(64),
          (p, digits) => !isTransactionHash(p + digits),
        ),
        RUNS,
      );
    });

    it('one non-hex character among the 64 makes the hash invalid', () => {
      fc.assert(
        fc.property(hex(64), fc.nat(63), notHexChar, (digits, at, bad) => {
          return !isTransactionHash(`0x${digits.slice(0, at)}${bad}${digits.slice(at + 1)}`);
        }),
        RUNS,
      );
    });
  });
});
