import fc from 'fast-check';
import { isTransactionHash } from './transactionHash';

const RUNS = { numRuns: 10_000 };
const HEX = '0123456789abcdefABCDEF';

/** Any code point, lone surrogates included (far cheaper to build than the 'binary' unit). */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));
// Shallow (maxDepth 1): a validator looks at the top-level value only, and it keeps 10,000
// runs fast. Every kind of value is still generated: boxed, null-prototype, Map, Set, ...
const anyValue = fc.anything({
  maxDepth: 1,
  withBoxedValues: true,
  withNullPrototype: true,
  withBigInt: true,
  withMap: true,
  withSet: true,
});
const hex = (minLength: number, maxLength = minLength) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength, maxLength });
const notHexChar = fc.oneof(
  fc.constantFrom('g', 'x', 'X', ' ', '\n', 'ａ', '０'),
  anyCodePoint.filter((c) => !HEX.includes(c)),
);

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
    it('a value that is not a string is refused, and no value makes it throw', () => {
      fc.assert(
        fc.property(anyValue, (value) => {
          const answer = isTransactionHash(value);
          return typeof value === 'string' ? typeof answer === 'boolean' : answer === false;
        }),
        RUNS,
      );
    });

    it('any string gets a boolean answer, never an exception', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: anyCodePoint })),
          (value) => typeof isTransactionHash(value) === 'boolean',
        ),
        RUNS,
      );
    });

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
