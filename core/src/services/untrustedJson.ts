/**
 * Readers for JSON that a service sent (STYLE.md: everything a service sends is untrusted).
 * Each reader takes `unknown`, never throws, and answers `undefined` (or an empty list) for
 * anything that is not of its shape, so a response validator built from them drops what it
 * cannot read instead of crashing.
 */

import { isBlockedScheme } from '../validators/blockedSchemes';

export type JsonRecord = Readonly<Record<string, unknown>>;

/** Unsigned decimal text as the data API sends amounts: "12", "0.5"; no sign or exponent. */
const DECIMAL_TEXT = /^[0-9]+(?:\.[0-9]+)?$/;
/**
 * Longest integer or fraction part accepted: 78 digits hold any uint256 (2^256 ~ 1.2e77).
 * A longer "amount" is not an amount.
 */
const MAX_DECIMAL_DIGITS = 78;
/** Schemes a catalogue or data link may never have: they run script or read local data. */
const SCRIPT_CAPABLE_SCHEMES: readonly string[] = Object.freeze([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'file:',
]);
const WEB_SCHEMES: readonly string[] = Object.freeze(['http:', 'https:']);

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value of `key` when it is the record's own property (never one from its prototype). */
export function field(record: JsonRecord, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The object under `key`, or undefined. */
export function readRecord(record: JsonRecord, key: string): JsonRecord | undefined {
  const value = field(record, key);
  return isRecord(value) ? value : undefined;
}

/** The string under `key`, or undefined. */
export function readString(record: JsonRecord, key: string): string | undefined {
  const value = field(record, key);
  return typeof value === 'string' ? value : undefined;
}

/** The string under `key` when it is not empty, or undefined. */
export function readNonEmptyString(record: JsonRecord, key: string): string | undefined {
  const value = readString(record, key);
  return value ? value : undefined;
}

/** The boolean under `key`, or undefined. */
export function readBoolean(record: JsonRecord, key: string): boolean | undefined {
  const value = field(record, key);
  return typeof value === 'boolean' ? value : undefined;
}

/** The finite number under `key`, or undefined. */
export function readFiniteNumber(record: JsonRecord, key: string): number | undefined {
  const value = field(record, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The list under `key`; an empty list when there is none. */
export function readList(record: JsonRecord, key: string): readonly unknown[] {
  const value = field(record, key);
  return Array.isArray(value) ? value : [];
}

/**
 * The list under `key` of a JSON object, each object item read by `read`; items that are not
 * objects, or that `read` answers undefined for, are dropped. Not an object: an empty list.
 */
export function readRecordList<T>(
  json: unknown,
  key: string,
  read: (item: JsonRecord) => T | undefined,
): T[] {
  if (!isRecord(json)) return [];
  return readList(json, key).flatMap((item) => {
    const value = isRecord(item) ? read(item) : undefined;
    return value === undefined ? [] : [value];
  });
}

/** The strings of the list under `key`, other items dropped. */
export function readStringList(record: JsonRecord, key: string): string[] {
  return readList(record, key).filter((item): item is string => typeof item === 'string');
}

/**
 * An amount as unsigned decimal text. Accepts such text, or a finite number that is not
 * negative (written out without an exponent: 1e-7 is "0.0000001"). Anything else,
 * including text of more than 78 integer or fraction digits, is undefined.
 */
export function toDecimalText(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    // Up to 20 fraction digits, the most toLocaleString writes; no exponent, no grouping.
    const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    return toDecimalText(text);
  }
  if (typeof value !== 'string' || !DECIMAL_TEXT.test(value)) return undefined;
  const [integer = '', fraction = ''] = value.split('.');
  if (integer.length > MAX_DECIMAL_DIGITS || fraction.length > MAX_DECIMAL_DIGITS) return undefined;
  return value;
}

/** The amount under `key` as decimal text (see toDecimalText), or undefined. */
export function readDecimalText(record: JsonRecord, key: string): string | undefined {
  return toDecimalText(field(record, key));
}

/** An absolute http or https URL, or undefined: for images and web pages. */
export function toWebUrl(value: unknown): string | undefined {
  const url = parseUrl(value);
  return url && WEB_SCHEMES.includes(url.protocol) ? (value as string) : undefined;
}

/** The http or https URL under `key`, or undefined. */
export function readWebUrl(record: JsonRecord, key: string): string | undefined {
  return toWebUrl(field(record, key));
}

/**
 * A deep link under `key`: an absolute URL whose scheme may be an app's own (`wallet://`),
 * but never one that runs script or reads local data (javascript:, data:, blob:, ...).
 * `null` stays `null` (the catalogue's "no such link"); anything else is undefined.
 */
export function readDeepLink(record: JsonRecord, key: string): string | null | undefined {
  const value = field(record, key);
  if (value === null) return null;
  const url = parseUrl(value);
  if (!url || SCRIPT_CAPABLE_SCHEMES.includes(url.protocol)) return undefined;
  // An OS or browser handler is no wallet's link, whatever the catalogue says (linkSchemes.ts).
  const web = WEB_SCHEMES.includes(url.protocol);
  return web || !isBlockedScheme(url.protocol.slice(0, -1)) ? (value as string) : undefined;
}

function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** `{ [key]: value }`, or `{}` when value is undefined: spread it to set an optional field. */
export function optionalField<K extends string, V>(
  key: K,
  value: V | undefined,
): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
