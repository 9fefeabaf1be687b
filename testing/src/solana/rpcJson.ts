/**
 * JSON for the node's answers. Solana's RPC writes u64 values (lamports) as bare JSON
 * integers, exact at any size; JSON.stringify cannot write a bigint, and a JS number is exact
 * only up to 2^53. A method answers a bigint where a value may be larger, and this writes it
 * as its digits, as a validator does.
 */
import { randomUUID } from 'node:crypto';

/** A u64 as the answer should carry it: a number while exact, a bigint above 2^53. */
export function u64Value(value: bigint): number | bigint {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

export function toRpcJson(value: unknown): string {
  // Each bigint becomes a string with a mark no request can know, then its bare digits.
  const mark = `u64-${randomUUID()}:`;
  let marked = false;
  const text = JSON.stringify(value, (_key, field: unknown) => {
    if (typeof field !== 'bigint') return field;
    marked = true;
    return `${mark}${field}`;
  });
  return marked ? text.replace(new RegExp(`"${mark}(-?[0-9]+)"`, 'g'), '$1') : text;
}
