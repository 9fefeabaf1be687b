import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import {
  asciiLowerCase,
  isValidNameLabel,
  NAME_LABEL_MAX_LENGTH,
  readLookupName,
  readRegistrableName,
  readSuggestionLabel,
  readZone,
} from './nameRules';

const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('');
const validLabel = fc
  .array(fc.constantFrom(...LABEL_CHARS), { minLength: 4, maxLength: NAME_LABEL_MAX_LENGTH })
  .map((chars) => chars.join(''));
const ZONE = 'portico.id';

describe('isValidNameLabel (spec 5: letters, digits and hyphen, at least 4)', () => {
  it('accepts every label of 4 to 63 ASCII letters, digits or hyphens', () => {
    fc.assert(fc.property(validLabel, (label) => expect(isValidNameLabel(label)).toBe(true)));
  });

  it('refuses labels that are short, long, or hold any other character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const expected = /^[A-Za-z0-9-]{4,63}$/.test(text);
        expect(isValidNameLabel(text)).toBe(expected);
      }),
    );
    for (const label of ['abc', 'a'.repeat(64), 'ali ce', 'ali.ce', 'alic\u0435', 'ali_ce', '']) {
      expect(isValidNameLabel(label)).toBe(false);
    }
  });
});

describe('readRegistrableName', () => {
  it('gives the lower-case name for any valid label under the zone', () => {
    fc.assert(
      fc.property(validLabel, (label) => {
        expect(readRegistrableName(`${label}.${ZONE}`, ZONE)).toBe(
          `${label}.${ZONE}`.toLowerCase(),
        );
        expect(readRegistrableName(`${label}.PORTICO.ID`, ZONE)).toBe(
          `${label}.${ZONE}`.toLowerCase(),
        );
      }),
    );
  });

  it('refuses with 400 a name outside the zone, or whose label breaks the rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const label = asciiLowerCase(text).endsWith(`.${ZONE}`)
          ? text.slice(0, -(ZONE.length + 1))
          : undefined;
        const valid = label !== undefined && /^[A-Za-z0-9-]{4,63}$/.test(label);
        if (valid) expect(readRegistrableName(text, ZONE)).toBe(asciiLowerCase(text));
        else expect(() => readRegistrableName(text, ZONE)).toThrow(InvalidRequestError);
      }),
    );
    expect(() => readRegistrableName('alice.other.id', ZONE)).toThrow(
      'The name alice.other.id must end with .portico.id',
    );
    expect(() => readRegistrableName('bob.portico.id', ZONE)).toThrow(
      'Invalid name bob: an account name has 4 to 63 letters, digits or hyphens',
    );
    expect(() => readRegistrableName('sub.alice.portico.id', ZONE)).toThrow(InvalidRequestError);
    // The Kelvin sign lower-cases to 'k' with String#toLowerCase: it must not slip in.
    expect(() => readRegistrableName('\u212Aate.portico.id', ZONE)).toThrow(InvalidRequestError);
    expect(() => readLookupName('\u212Aate.portico.id')).toThrow(InvalidRequestError);
    expect(() => readSuggestionLabel('\u212Aate', ZONE)).toThrow(InvalidRequestError);
  });
});

describe('readLookupName', () => {
  it('lower-cases dotted names of letters, digits and hyphens', () => {
    expect(readLookupName('Alice.Portico.ID')).toBe('alice.portico.id');
    expect(readLookupName('abc')).toBe('abc');
  });

  it('refuses with 400 text that cannot be a name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const lower = asciiLowerCase(text);
        const plausible = lower.length <= 253 && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(lower);
        if (plausible) expect(readLookupName(text)).toBe(lower);
        else expect(() => readLookupName(text)).toThrow(InvalidRequestError);
      }),
    );
    for (const text of ['', '.', 'a..b', 'a b', '<script>', 'a.'.repeat(200)]) {
      expect(() => readLookupName(text)).toThrow(InvalidRequestError);
    }
  });
});

describe('asciiLowerCase', () => {
  it('lower-cases A-Z and leaves every other character as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const lowered = asciiLowerCase(text);
        expect(lowered).toHaveLength(text.length);
        expect(lowered).not.toMatch(/[A-Z]/);
        [...text].forEach((char, index) => {
          expect([...lowered][index]).toBe(/[A-Z]/.test(char) ? char.toLowerCase() : char);
        });
      }),
    );
  });
});

describe('readSuggestionLabel and readZone', () => {
  it('take the label with or without the zone', () => {
    expect(readSuggestionLabel('Alice', ZONE)).toBe('alice');
    expect(readSuggestionLabel('alice.portico.id', ZONE)).toBe('alice');
    expect(() => readSuggestionLabel('al', ZONE)).toThrow(InvalidRequestError);
    expect(() => readSuggestionLabel('al ice', ZONE)).toThrow(InvalidRequestError);
  });

  it('accept only the served zone, or none', () => {
    expect(readZone(undefined, ZONE)).toBe(ZONE);
    expect(readZone('', ZONE)).toBe(ZONE);
    expect(readZone('PORTICO.ID', ZONE)).toBe(ZONE);
    expect(() => readZone('reown.id', ZONE)).toThrow(
      'Unknown zone: reown.id; this server registers names under portico.id',
    );
  });
});
