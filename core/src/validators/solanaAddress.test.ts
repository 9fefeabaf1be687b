import fc from 'fast-check';
import { RUNS, anyCodePoint, anyString, itNeverThrows } from '../__fixtures__/validatorProperties';
import { isSolanaAddress } from './solanaAddress';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const base58 = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58), minLength, maxLength });
const notBase58Char = fc.oneof(
  fc.constantFrom('0', 'O', 'I', 'l', '+', '/', '=', '_', ' ', '\n', 'é', '１'),
  anyCodePoint.filter((c) => !BASE58.includes(c)),
);

// The System Program (32 characters) and a 44-character mint address.
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('isSolanaAddress', () => {
  it('a Solana address is 32 to 44 base58 characters', () => {
    expect(SYSTEM_PROGRAM).toHaveLength(32);
    expect(USDC_MINT).toHaveLength(44);
    expect(isSolanaAddress(SYSTEM_PROGRAM)).toBe(true);
    expect(isSolanaAddress(USDC_MINT)).toBe(true);
    expect(isSolanaAddress(BASE58.slice(0, 38))).toBe(true);
  });

  it.each([
    ['31 characters', SYSTEM_PROGRAM.slice(1)],
    ['45 characters', `${USDC_MINT}1`],
    ['a zero', `${USDC_MINT.slice(0, 43)}0`],
    ['a capital O', `O${USDC_MINT.slice(1)}`],
    ['a capital I', `I${USDC_MINT.slice(1)}`],
    ['a lower-case l', `l${USDC_MINT.slice(1)}`],
    ['a 0x prefix', `0x${SYSTEM_PROGRAM}`],
    ['a trailing line break', `${USDC_MINT.slice(0, 43)}\n`],
    ['a base64 character', `${USDC_MINT.slice(0, 43)}+`],
    ['nothing at all', ''],
  ])('an address with %s is refused', (_reason, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['a number', 1e31],
    ['a boxed string', new String(USDC_MINT)],
    ['a public-key-like object', { toBase58: () => USDC_MINT }],
  ])('%s is not a Solana address', (_kind, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });

  describe('properties', () => {
    itNeverThrows(isSolanaAddress);

    it('any string is accepted exactly when it has 32 to 44 characters, all base58', () => {
      fc.assert(
        fc.property(anyString, (value) => {
          const expected =
            value.length >= 32 && value.length <= 44 && [...value].every((c) => BASE58.includes(c));
          return isSolanaAddress(value) === expected;
        }),
        RUNS,
      );
    });

    it('every string of 32 to 44 base58 characters is accepted', () => {
      fc.assert(
        fc.property(base58(32, 44), (value) => isSolanaAddress(value)),
        RUNS,
      );
    });

    it('base58 strings shorter than 32 or longer than 44 characters are refused', () => {
      fc.assert(
        fc.property(fc.oneof(base58(0, 31), base58(45, 100)), (value) => !isSolanaAddress(value)),
        RUNS,
      );
    });

    it('one character outside the base58 alphabet makes the address invalid', () => {
      fc.assert(
        fc.property(base58(32, 44), fc.nat(), notBase58Char, (address, index, bad) => {
          const at = index % address.length;
          return !isSolanaAddress(address.slice(0, at) + bad + address.slice(at + 1));
        }),
        RUNS,
      );
    });
  });
});
