/**
 * Test fixture: the arbitraries the validator tests (core/src/validators/*.test.ts) share, and
 * the properties every validator must have: it never throws, it refuses whatever is not a
 * string, and it answers any string with a boolean.
 */
import fc from 'fast-check';

/** Every property runs this many times. */
export const RUNS = { numRuns: 10_000 };

/** Any code point, lone surrogates included (far cheaper to build than the 'binary' unit). */
export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

// Shallow (maxDepth 1): a validator looks at the top-level value only, and it keeps 10,000
// runs fast. Every kind of value is still generated: boxed, null-prototype, Map, Set, ...
export const anyValue = fc.anything({
  maxDepth: 1,
  withBoxedValues: true,
  withNullPrototype: true,
  withBigInt: true,
  withMap: true,
  withSet: true,
});

/** Any string: fast-check's default strings, and strings of any code points. */
export const anyString = fc.oneof(fc.string(), fc.string({ unit: anyCodePoint }));

/** Hex digits, both letter cases. */
export const HEX = '0123456789abcdefABCDEF';

/** A string of hex digits (both letter cases), `minLength` to `maxLength` long. */
export const hex = (minLength: number, maxLength = minLength) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength, maxLength });

/** One UTF-16 unit or code point that is not a hex digit; look-alikes come up often. */
export const notHexChar = fc.oneof(
  fc.constantFrom('g', 'G', 'x', 'X', 'z', ' ', '\n', '٣', 'ａ', '０'),
  anyCodePoint.filter((c) => !HEX.includes(c)),
);

/**
 * Registers, in the current `describe`, the properties every validator shares: a value that is
 * not a string is refused and no value makes it throw; with `anyStringGetsBoolean`, any string
 * gets a boolean answer (leave it out where another property already pins the answer for every
 * string). `subject` names the validator in the test name when a file tests more than one.
 */
export function itNeverThrows(
  validate: (value: unknown) => unknown,
  {
    subject = 'it',
    anyStringGetsBoolean = false,
  }: { subject?: string; anyStringGetsBoolean?: boolean } = {},
): void {
  it(`a value that is not a string is refused, and no value makes ${subject} throw`, () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const answer = validate(value);
        return typeof value === 'string' ? typeof answer === 'boolean' : answer === false;
      }),
      RUNS,
    );
  });

  if (!anyStringGetsBoolean) return;
  it('any string gets a boolean answer, never an exception', () => {
    fc.assert(
      fc.property(anyString, (value) => typeof validate(value) === 'boolean'),
      RUNS,
    );
  });
}

/** A scheme name in a random letter case: browsers read "JaVaScRiPt:" as "javascript:". */
export const anyCase = (scheme: string) =>
  fc
    .array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length })
    .map((upper) => [...scheme].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));
