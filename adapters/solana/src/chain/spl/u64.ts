/**
 * Unsigned 64-bit integers as the SPL programs store them: 8 bytes, little-endian, read and
 * written as bigint so amounts above 2^53 stay exact.
 */
import { U64_MAX } from '../chainErrors';

export const U64_BYTES = 8;

/** The 8 little-endian bytes of `value`; a RangeError outside 0 ..= 2^64 - 1. */
export function encodeU64(value: bigint): Uint8Array {
  if (typeof value !== 'bigint' || value < 0n || value > U64_MAX) {
    throw new RangeError(`not a u64: ${String(value)}`);
  }
  const bytes = new Uint8Array(U64_BYTES);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** The u64 at `offset` of `bytes`; a RangeError when the 8 bytes are not all there. */
export function readU64(bytes: Uint8Array, offset: number): bigint {
  if (!Number.isInteger(offset) || offset < 0 || offset + U64_BYTES > bytes.length) {
    throw new RangeError(`no u64 at offset ${offset} of ${bytes.length} bytes`);
  }
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true);
}

/** The u16 at `offset` of `bytes` (little-endian); a RangeError past the end. */
export function readU16(bytes: Uint8Array, offset: number): number {
  if (!Number.isInteger(offset) || offset < 0 || offset + 2 > bytes.length) {
    throw new RangeError(`no u16 at offset ${offset} of ${bytes.length} bytes`);
  }
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(offset, true);
}
