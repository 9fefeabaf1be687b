import fc from 'fast-check';
import { RUNS, anyCodePoint, anyString, itNeverThrows } from '../__fixtures__/validatorProperties';
import { isValidAccountName } from './accountName';

const ALLOWED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';

const accountName = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...ALLOWED), minLength, maxLength });
/** One UTF-16 unit or code point that is not an ASCII letter, digit or hyphen. */
const forbiddenChar = fc.oneof(
  fc.constantFrom(
    '_',
    '.',
    ' ',
    '@',
    '\n',
    '\u0000',
    'é',
    'а',
    'ı',
    'ſ',
    '\u212a',
    'Ａ',
    '１',
    '–',
    '😀',
  ),
  anyCodePoint.filter((c) => !ALLOWED.includes(c)),
);

describe('isValidAccountName', () => {
  it('an account name is ASCII letters, digits and hyphens, at least 4 characters', () => {
    expect(isValidAccountName('abcd')).toBe(true);
    expect(isValidAccountName('my-wallet-2024')).toBe(true);
    expect(isValidAccountName('ABCD')).toBe(true);
    expect(isValidAccountName('1234')).toBe(true);
    expect(isValidAccountName('a'.repeat(500))).toBe(true);
  });

  it('an account name of exactly 4 characters is accepted and of 3 is refused', () => {
    expect(isValidAccountName('ab-1')).toBe(true);
    expect(isValidAccountName('ab1')).toBe(false);
    expect(isValidAccountName('')).toBe(false);
  });

  it('hyphens may stand anywhere, even alone (the spec sets no further rule)', () => {
    expect(isValidAccountName('-abc')).toBe(true);
    expect(isValidAccountName('abc-')).toBe(true);
    expect(isValidAccountName('----')).toBe(true);
  });

  it.each([
    ['an underscore', 'my_name'],
    ['a dot', 'name.eth'],
    ['a space', 'my name'],
    ['a trailing line break', 'abcd\n'],
    ['a leading space', ' abcd'],
    ['an accented letter', 'café1'],
    ['a Cyrillic look-alike', 'аbcd'],
    ['the Kelvin sign (folds onto k)', '\u212aelvin'],
    ['a long s (folds onto s)', 'ſatoshi'],
    ['a dotless i', 'ıabcd'],
    ['full-width letters', 'ＡＢＣＤ'],
    ['an en dash', 'ab–cd'],
    ['an emoji', 'abc😀'],
  ])('an account name with %s is refused', (_reason, value) => {
    expect(isValidAccountName(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 1234],
    ['an array of a name', ['abcd']],
    ['an object', { name: 'abcd' }],
    ['a boxed string', new String('abcd')],
  ])('%s is not an account name', (_kind, value) => {
    expect(isValidAccountName(value)).toBe(false);
  });

  describe('properties', () => {
    itNeverThrows(isValidAccountName);

    it('any string is accepted exactly when it has 4 or more characters, all allowed', () => {
      fc.assert(
        fc.property(anyString, (value) => {
          const expected = value.length >= 4 && [...value].every((c) => ALLOWED.includes(c));
          return isValidAccountName(value) === expected;
        }),
        RUNS,
      );
    });

    it('every string of 4 or more allowed characters is accepted', () => {
      fc.assert(
        fc.property(accountName(4, 80), (value) => isValidAccountName(value)),
        RUNS,
      );
    });

    it('every string of fewer than 4 allowed characters is refused', () => {
      fc.assert(
        fc.property(accountName(0, 3), (value) => !isValidAccountName(value)),
        RUNS,
      );
    });

    it('one forbidden character anywhere in a valid name makes it invalid', () => {
      fc.assert(
        fc.property(accountName(4, 40), fc.nat(), forbiddenChar, (name, index, bad) => {
          const at = index % name.length;
          return !isValidAccountName(name.slice(0, at) + bad + name.slice(at + 1));
        }),
        RUNS,
      );
    });
  });
});
