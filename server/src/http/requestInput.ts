/**
 * Reading what a request sends, with a 400 and a clear message for anything wrong. Every
 * route reads its input through these, so bad input never reaches a chain node or the
 * database, and never becomes a 500.
 */
import type { Context } from 'hono';
import { isAddress, getAddress } from 'viem';
import { InvalidRequestError, UnsupportedMediaTypeError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { boundRequestBody, MAX_BODY_BYTES } from './bodyLimit';
import { assertCleanJson } from './requestText';

/** The largest JSON body any route accepts (enforced while it streams: bodyLimit.ts). */
export { MAX_BODY_BYTES };

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

/** 'application/json', with parameters or not ('application/json; charset=utf-8'). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The JSON object in the body, or 415 (not sent as application/json), 400 or 413. The body
 * is read bounded (bodyLimit.ts) and every text in it must be clean (requestText.ts): no
 * NUL, no lone surrogate, no control character other than tab, LF and CR, at most
 * MAX_JSON_DEPTH levels deep.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  // Not text/plain or a form: a page cannot send JSON to a route without a CORS preflight.
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new UnsupportedMediaTypeError(SERVER_MESSAGES.bodyNotJsonMediaType);
  }
  await boundRequestBody(c, MAX_BODY_BYTES);
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidRequestError(SERVER_MESSAGES.bodyNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidRequestError(SERVER_MESSAGES.bodyNotJson);
  }
  assertCleanJson(parsed);
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
