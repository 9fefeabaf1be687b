import fc from 'fast-check';
import { StorageError } from '../errors';
import {
  readJsonObject,
  readJsonText,
  readNullableSafeInteger,
  readNullableText,
  readSafeInteger,
  readText,
  readUnsignedDecimal,
  toJsonParameter,
} from './sqlValues';

const notAnInteger = fc.oneof(
  fc.double().filter((n) => !Number.isSafeInteger(n)),
  fc.string().filter((s) => !/^-?(0|[1-9][0-9]*)$/.test(s) || !Number.isSafeInteger(Number(s))),
  fc.constantFrom(null, undefined, true, {}, [], '1.0', '01', '+1', ' 1', '1e3'),
  fc
    .bigInt()
    .filter((n) => n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER)),
);

describe('readSafeInteger', () => {
  test('reads a safe integer given as a number, a bigint or decimal text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(readSafeInteger(n, 'c')).toBe(n);
        expect(readSafeInteger(BigInt(n), 'c')).toBe(n);
        expect(readSafeInteger(String(n), 'c')).toBe(n);
      }),
    );
  });

  test('refuses anything else with a StorageError naming the column', () => {
    fc.assert(
      fc.property(notAnInteger, (value) => {
        expect(() => readSafeInteger(value, 'transfers.block_number')).toThrow(StorageError);
        expect(() => readSafeInteger(value, 'transfers.block_number')).toThrow(
          /transfers\.block_number/,
        );
      }),
    );
  });

  test('readNullableSafeInteger reads SQL NULL as null and integers as readSafeInteger', () => {
    expect(readNullableSafeInteger(null, 'c')).toBeNull();
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) =>
        expect(readNullableSafeInteger(String(n), 'c')).toBe(n),
      ),
    );
    expect(() => readNullableSafeInteger(undefined, 'c')).toThrow(StorageError);
  });
});

describe('readUnsignedDecimal', () => {
  test('reads the text of any unsigned integer, 256 bits and beyond, unchanged', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 300n }), (n) => {
        expect(readUnsignedDecimal(n.toString(), 'c')).toBe(n.toString());
      }),
    );
  });

  test('refuses negative, fractional, padded or non-text values', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ max: -1n }).map(String),
          fc.string().filter((s) => !/^(0|[1-9][0-9]*)$/.test(s)),
          fc.constantFrom('00', '1.0', '1e18', 5, 5n, null),
        ),
        (value) => {
          expect(() => readUnsignedDecimal(value, 'transfers.value')).toThrow(StorageError);
        },
      ),
    );
  });
});

describe('readText and readNullableText', () => {
  test('read text as is and refuse other values', () => {
    fc.assert(fc.property(fc.string(), (s) => expect(readText(s, 'c')).toBe(s)));
    expect(readNullableText(null, 'c')).toBeNull();
    for (const value of [1, undefined, {}, 1n]) {
      expect(() => readText(value, 'c')).toThrow(StorageError);
      expect(() => readNullableText(value, 'c')).toThrow(StorageError);
    }
  });
});

describe('JSON columns', () => {
  test('any JSON value survives toJsonParameter then readJsonText', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON has no -0: it comes back as 0, as from the database.
        expect(readJsonText(toJsonParameter(value), 'c')).toEqual(
          JSON.parse(JSON.stringify(value)),
        );
      }),
    );
  });

  test('undefined is stored as JSON null', () => {
    expect(toJsonParameter(undefined)).toBe('null');
  });

  test('readJsonObject reads objects and refuses other JSON, non-JSON and parsed values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        expect(readJsonObject(JSON.stringify(object), 'c')).toEqual(
          JSON.parse(JSON.stringify(object)),
        );
      }),
    );
    for (const value of [
      '[]',
      'null',
      '"text"',
      '1',
      'not json',
      '{',
      { already: 'parsed' },
      null,
    ]) {
      expect(() => readJsonObject(value, 'names.attributes')).toThrow(StorageError);
    }
  });
});
