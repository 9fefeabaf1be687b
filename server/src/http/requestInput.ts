/**
 * Reading what a request sends, with a 400 and a clear message for anything wrong. Every
 * route reads its input through these, so bad input never reaches a chain node or the
 * database, and never becomes a 500.
 */
import type { Context } from 'hono';
import { isAddress, getAddress } from 'viem';
import { InvalidRequestError, PayloadTooLargeError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** The largest JSON body any route accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A checksummed EVM address, or 400 'Invalid address: ...'. */
export function readEvmAddress(value: string | undefined): `0x${string}` {
  if (value === undefined || !isAddress(value, { strict: false })) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidAddress(String(value ?? '')));
  }
  return getAddress(value);
}

/** An integer query parameter within [min, max], or `fallback` when absent. */
export function readIntegerQuery(
  c: Context,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  if (!/^-?[0-9]+$/.test(text)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidQuery(name, 'not an integer'));
  }
  const value = Number(text);
  if (value < min || value > max) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery(name, `must be from ${min} to ${max}`),
    );
  }
  return value;
}

/** A comma-separated list query parameter ('a,b,c'); empty items are dropped. */
export function readListQuery(c: Context, name: string): string[] | undefined {
  const text = c.req.query(name);
  if (text === undefined || text === '') return undefined;
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The JSON object in the body, or 400 / 413. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(SERVER_MESSAGES.bodyTooLarge(MAX_BODY_BYTES));
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(SERVER_MESSAGES.bodyTooLarge(MAX_BODY_BYTES));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidRequestError(SERVER_MESSAGES.bodyNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidRequestError(SERVER_MESSAGES.bodyNotJson);
  }
  return parsed as Record<string, unknown>;
}

/** A non-empty string field of a body, or 400 'Missing field: ...'. */
export function readStringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField(name));
  }
  return value;
}
