/**
 * Reading values back from the database, explicitly. The two drivers return the same SQL
 * types as different JavaScript values (BIGINT is a string from `pg` and may be a number or a
 * bigint from PGlite; JSONB arrives parsed, and a JSONB string is then indistinguishable from
 * text), so the repository selects NUMERIC and JSONB columns as text, converts every column
 * through one of these, and never trusts what a driver happens to give.
 */
import { StorageError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;
const UNSIGNED_DECIMAL_TEXT = /^(0|[1-9][0-9]*)$/;

/** A BIGINT or INTEGER column as a JavaScript number; throws unless it is a safe integer. */
export function readSafeInteger(value: unknown, column: string): number {
  let parsed: number | undefined;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'bigint') parsed = Number(value);
  else if (typeof value === 'string' && INTEGER_TEXT.test(value)) parsed = Number(value);
  if (parsed === undefined || !Number.isSafeInteger(parsed)) {
    throw unexpected(column, 'a safe integer', value);
  }
  return parsed;
}

/** As readSafeInteger, with SQL NULL read as null. */
export function readNullableSafeInteger(value: unknown, column: string): number | null {
  return value === null ? null : readSafeInteger(value, column);
}

/**
 * A NUMERIC(78, 0) column (a 256-bit value), selected as `value::text`, as decimal text
 * without leading zeros.
 */
export function readUnsignedDecimal(value: unknown, column: string): string {
  if (typeof value === 'string' && UNSIGNED_DECIMAL_TEXT.test(value)) return value;
  throw unexpected(column, 'a non-negative integer as text', value);
}

/** A TEXT column. */
export function readText(value: unknown, column: string): string {
  if (typeof value === 'string') return value;
  throw unexpected(column, 'text', value);
}

/** A TEXT column that may be NULL. */
export function readNullableText(value: unknown, column: string): string | null {
  return value === null ? null : readText(value, column);
}

/** A JSONB column selected as text (`record::text`), parsed. */
export function readJsonText(value: unknown, column: string): unknown {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // reported below
    }
  }
  throw unexpected(column, 'JSON text', value);
}

/** A JSONB column selected as text that must hold an object. */
export function readJsonObject(value: unknown, column: string): Record<string, unknown> {
  const parsed = readJsonText(value, column);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw unexpected(column, 'a JSON object', value);
  }
  return parsed as Record<string, unknown>;
}

/** Text for a JSONB parameter: `undefined` (which JSON cannot hold) is stored as null. */
export function toJsonParameter(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function unexpected(column: string, expected: string, value: unknown): StorageError {
  return new StorageError(
    SERVER_MESSAGES.storageUnexpectedValue(column, expected, describe(value)),
  );
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 100));
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'object' && value !== null) return Object.prototype.toString.call(value);
  return String(value);
}
