/**
 * Exact conversion between decimal text and integer base units (wei, lamports, ...).
 * Everything is bigint and string arithmetic: a float never touches an amount.
 */
import { InvalidAmountError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

/** An amount in base units with the number of decimals of its token. */
export interface FixedPointAmount {
  readonly value: bigint;
  readonly decimals: number;
}

/** Token decimals are a uint8 on EVM chains and on Solana; more is a data error. */
const MAX_DECIMALS = 255;

/**
 * Unsigned decimal text: digits, an optional point, digits; at least one digit in all.
 * No sign, no exponent, no grouping, ASCII digits only.
 */
const DECIMAL_TEXT = /^([0-9]*)(?:\.([0-9]*))?$/;

/** Throws unless `decimals` is a whole number from 0 to 255. */
export function assertValidDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidAmountError(
      MESSAGES.invalidDecimals(decimals, MAX_DECIMALS),
      'INVALID_DECIMALS',
    );
  }
}

/** Splits trimmed decimal text into its integer and fraction digits, or throws INVALID_AMOUNT. */
function splitDecimalText(text: string): { integer: string; fraction: string } {
  const match = DECIMAL_TEXT.exec(text.trim());
  const integer = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || integer.length + fraction.length === 0) {
    throw new InvalidAmountError(MESSAGES.invalidAmount(text), 'INVALID_AMOUNT');
  }
  return { integer, fraction };
}

/**
 * Reads unsigned decimal text exactly, keeping every fraction digit it has:
 * "1234.5678" is `{ value: 12345678n, decimals: 4 }`. Accepts what `parseUnits` accepts.
 */
export function parseDecimal(text: string): FixedPointAmount {
  const { integer, fraction } = splitDecimalText(text);
  return { value: BigInt(`${integer}${fraction}` || '0'), decimals: fraction.length };
}

/**
 * Converts what a visitor typed into base units: `parseUnits("1.5", 18)` is 1.5 * 10^18.
 * Surrounding whitespace is ignored; "1." and ".5" are accepted. Signs, exponents, commas,
 * empty text and more fraction digits than `decimals` (even zeros) throw InvalidAmountError.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertValidDecimals(decimals);
  const { integer, fraction } = splitDecimalText(value);
  if (fraction.length > decimals) {
    throw new InvalidAmountError(MESSAGES.tooManyDecimals(decimals), 'TOO_MANY_DECIMALS');
  }
  return BigInt(`${integer}${fraction.padEnd(decimals, '0')}` || '0');
}

/**
 * Writes base units as exact decimal text, trailing fraction zeros trimmed:
 * `formatUnits(1500000000000000000n, 18)` is "1.5", `formatUnits(-5n, 3)` is "-0.005".
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertValidDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}
