import fc from 'fast-check';
import { encodeU64, readU16, readU64 } from './u64';

test('encodeU64 writes 8 little-endian bytes, exact above 2^53', () => {
  expect([...encodeU64(0n)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  expect([...encodeU64(0x0102030405060708n)]).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  expect([...encodeU64(2n ** 53n + 1n)]).toEqual([1, 0, 0, 0, 0, 0, 0x20, 0]);
  expect([...encodeU64(2n ** 64n - 1n)]).toEqual(Array(8).fill(0xff));
});

test('encodeU64 refuses values outside 0 ..= 2^64 - 1 and non-bigints', () => {
  expect(() => encodeU64(-1n)).toThrow(RangeError);
  expect(() => encodeU64(2n ** 64n)).toThrow(RangeError);
  expect(() => encodeU64(1 as unknown as bigint)).toThrow(RangeError);
});

test('readU64 reads back what encodeU64 wrote, at any offset of a larger view (property)', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
      fc.nat({ max: 16 }),
      fc.nat({ max: 16 }),
      (value, before, after) => {
        const backing = new Uint8Array(3 + before + 8 + after);
        const view = backing.subarray(3); // a view that does not start at its buffer's start
        view.set(encodeU64(value), before);
        return readU64(view, before) === value;
      },
    ),
    { numRuns: 10_000 },
  );
});

test('readU64 and readU16 refuse to read past the end', () => {
  expect(() => readU64(new Uint8Array(7), 0)).toThrow(RangeError);
  expect(() => readU64(new Uint8Array(16), 9)).toThrow(RangeError);
  expect(() => readU64(new Uint8Array(16), -1)).toThrow(RangeError);
  expect(() => readU16(new Uint8Array(3), 2)).toThrow(RangeError);
  expect(readU16(Uint8Array.of(0, 0x34, 0x12), 1)).toBe(0x1234);
});
