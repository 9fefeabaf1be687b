/**
 * Amounts as the swap and on-ramp routes receive them, read with a 400 for anything else:
 * base units of a token (a uint256 as decimal text) and fiat or token amounts (unsigned
 * decimal text like '10.50').
 */
import { maxUint256 } from 'viem';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** Digits of 2^256 - 1: no longer text can be a uint256. */
const MAX_UINT256_DIGITS = 78;
/** Digits on either side of the point of a decimal amount (the client's own limit). */
const MAX_DECIMAL_DIGITS = 78;
const DECIMAL_AMOUNT = /^[0-9]+(?:\.[0-9]+)?$/;

/** A uint256 written as decimal text ('1000000'), or undefined. */
export function parseBaseUnits(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return undefined;
  if (value.length > MAX_UINT256_DIGITS) return undefined;
  const units = BigInt(value);
  return units <= maxUint256 ? units : undefined;
}

/** Base units, or 400 naming the parameter. */
export function readBaseUnits(value: unknown, name: string): bigint {
  const units = parseBaseUnits(value);
  if (units === undefined) throw new InvalidRequestError(SERVER_MESSAGES.notBaseUnits(name));
  return units;
}

/**
 * An unsigned decimal amount as text: decimal text as it is, or a number from 0 to 2^53 - 1
 * (past that a JSON number no longer holds the digits that were sent: send text), written
 * without an exponent. Undefined for anything else.
 */
export function parseDecimalAmount(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) return undefined;
    text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return undefined;
  }
  if (!DECIMAL_AMOUNT.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  return whole.length <= MAX_DECIMAL_DIGITS && fraction.length <= MAX_DECIMAL_DIGITS
    ? text
    : undefined;
}

/** A decimal amount, or 400 naming the field. */
export function readDecimalAmount(value: unknown, name: string): string {
  const amount = parseDecimalAmount(value);
  if (amount === undefined) throw new InvalidRequestError(SERVER_MESSAGES.notDecimalAmount(name));
  return amount;
}
