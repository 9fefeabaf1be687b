/**
 * Spec 9, display: "balances 3 decimals; dollar values 2 decimals; transaction quantities
 * 3 decimals". Fixed fraction digits, thousands grouped with ',', exact bigint rounding.
 */
import {
  BALANCE_DISPLAY_DECIMALS,
  FIAT_DISPLAY_DECIMALS,
  QUANTITY_DISPLAY_DECIMALS,
} from '../constants';
import { InvalidAmountError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { assertValidDecimals, formatUnits, parseDecimal, type FixedPointAmount } from './units';

/**
 * An amount to display: unsigned decimal text as the data API sends it ("1234.5678"; no
 * exponent, sign or grouping), or base units with their decimals. Anything else, and a
 * negative bigint, throws InvalidAmountError: these are magnitudes, never below zero.
 */
export type DisplayAmount = string | FixedPointAmount;

type Rounding = 'down' | 'halfUp';

function toFixedPoint(amount: DisplayAmount): FixedPointAmount {
  if (typeof amount === 'string') return parseDecimal(amount);
  assertValidDecimals(amount.decimals);
  if (amount.value < 0n) {
    const text = formatUnits(amount.value, amount.decimals);
    throw new InvalidAmountError(MESSAGES.invalidAmount(text), 'INVALID_AMOUNT');
  }
  return amount;
}

/** `value / 10^decimals` as an integer count of `10^-digits` steps, rounded as asked. */
function toSteps(
  { value, decimals }: FixedPointAmount,
  digits: number,
  rounding: Rounding,
): bigint {
  if (decimals <= digits) return value * 10n ** BigInt(digits - decimals);
  const divisor = 10n ** BigInt(decimals - digits);
  const steps = value / divisor;
  const roundsUp = rounding === 'halfUp' && (value % divisor) * 2n >= divisor;
  return roundsUp ? steps + 1n : steps;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(?:[0-9]{3})+$)/g, ',');
}

function renderSteps(steps: bigint, digits: number): string {
  const unit = 10n ** BigInt(digits);
  const integer = groupThousands((steps / unit).toString());
  if (digits === 0) return integer;
  return `${integer}.${(steps % unit).toString().padStart(digits, '0')}`;
}

function formatFixed(amount: DisplayAmount, digits: number, rounding: Rounding): string {
  const fixed = toFixedPoint(amount);
  const steps = toSteps(fixed, digits, rounding);
  // Above zero but too small to show: say so rather than show a misleading 0.
  if (steps === 0n && fixed.value > 0n) return `<${renderSteps(1n, digits)}`;
  return renderSteps(steps, digits);
}

/** A balance: 3 fraction digits rounded down, never more than the visitor has ("1,234.567"). */
export function formatBalance(amount: DisplayAmount): string {
  return formatFixed(amount, BALANCE_DISPLAY_DECIMALS, 'down');
}

/** A dollar value without the "$": 2 fraction digits rounded half up ("1,234.57"). */
export function formatFiat(amount: DisplayAmount): string {
  return formatFixed(amount, FIAT_DISPLAY_DECIMALS, 'halfUp');
}

/** A transaction quantity: 3 fraction digits rounded down ("0.500", "<0.001"). */
export function formatQuantity(amount: DisplayAmount): string {
  return formatFixed(amount, QUANTITY_DISPLAY_DECIMALS, 'down');
}

/**
 * A network fee, which is often far below a balance's 3 decimals: exact, cut after its first
 * `significant` digits and rounded up, so a fee shown never understates the one paid
 * (`formatFee(42000000252000n, 18)` is "0.00004201"). No thousands separators.
 */
export function formatFee(value: bigint, decimals: number, significant = 4): string {
  const digits = value.toString().length;
  const drop = Math.min(Math.max(digits - significant, 0), decimals);
  const unit = 10n ** BigInt(drop);
  return formatUnits(((value + unit - 1n) / unit) * unit, decimals);
}
