import fc from 'fast-check';
import { RUNS, hex, itNeverThrows, notHexChar } from '../__fixtures__/validatorProperties';
import { isEvmAddress } from './evmAddress';

const prefix = fc.constantFrom('', '0x');

const ADDRESS = 'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('isEvmAddress', () => {
  it('an EVM address is an optional 0x then 40 hex characters', () => {
    expect(isEvmAddress(`0x${ADDRESS}`)).toBe(true);
    expect(isEvmAddress(ADDRESS)).toBe(true);
    expect(isEvmAddress(`0x${'0'.repeat(40)}`)).toBe(true);
  });

  it('any letter case is accepted: the EIP-55 checksum is not enforced', () => {
    expect(isEvmAddress(`0x${ADDRESS.toLowerCase()}`)).toBe(true);
    expect(isEvmAddress(`0x${ADDRESS.toUpperCase()}`)).toBe(true);
    // A wrong checksum (one letter's case flipped) is still an address by the spec's rule.
    expect(isEvmAddress(`0x${ADDRESS.replace('d8dA', 'd8da')}`)).toBe(true);
  });

  it.each([
    ['39 hex characters after 0x', `0x${ADDRESS.slice(1)}`],
    ['41 hex characters after 0x', `0x${ADDRESS}0`],
    ['39 hex characters without prefix', ADDRESS.slice(1)],
    ['41 hex characters without prefix', `${ADDRESS}0`],
    ['an upper-case 0X prefix', `0X${ADDRESS}`],
    ['a doubled prefix', `0x0x${ADDRESS}`],
    ['an x without the 0', `x${ADDRESS}`],
    ['a non-hex letter', `0x${ADDRESS.slice(0, 39)}g`],
    ['a trailing line break', `0x${ADDRESS}\n`],
    ['surrounding spaces', ` 0x${ADDRESS} `],
    ['only the prefix', '0x'],
    ['nothing at all', ''],
  ])('an address with %s is refused', (_reason, value) => {
    expect(isEvmAddress(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a number', Number.MAX_SAFE_INTEGER],
    ['a bigint', 0xd8da6bf26964af9d7eed9e03e53415d37aa96045n],
    ['a boxed string', new String(`0x${ADDRESS}`)],
    ['a byte array', new Uint8Array(20)],
  ])('%s is not an EVM address', (_kind, value) => {
    expect(isEvmAddress(value)).toBe(false);
  });

  describe('properties', () => {
    itNeverThrows(isEvmAddress, { anyStringGetsBoolean: true });

    it('every optional 0x followed by 40 hex characters is accepted', () => {
      fc.assert(
        fc.property(prefix, hex(40), (p, digits) => isEvmAddress(p + digits)),
        RUNS,
      );
    });

    it('any other number of hex characters is refused, with or without 0x', () => {
      fc.assert(
        fc.property(
          prefix,
          hex(0, 90).filter((digits) => digits.length !== 40),
          (p, digits) => !isEvmAddress(p + digits),
        ),
        RUNS,
      );
    });

    it('one non-hex character among the 40 makes the address invalid', () => {
      fc.assert(
        fc.property(prefix, hex(40), fc.nat(39), notHexChar, (p, digits, at, bad) => {
          return !isEvmAddress(p + digits.slice(0, at) + bad + digits.slice(at + 1));
        }),
        RUNS,
      );
    });

    it('any prefix other than 0x before 40 hex characters is refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.constantFrom('0X', 'x', 'X', '0x0x', 'Ox', '0h', ' ', '\t'),
            fc.string({ minLength: 1, maxLength: 4 }).filter((s) => s !== '0x'),
          ),
          hex(40),
          (p, digits) => !isEvmAddress(p + digits),
        ),
        RUNS,
      );
    });
  });
});
