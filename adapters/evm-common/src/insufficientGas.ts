/**
 * Spec section 5: "Insufficient gas is true when the native balance is 0 or below the gas
 * price in USD. Smart accounts skip this check." Both amounts are dollar values, compared
 * exactly as fixed-point bigints: a float never touches them.
 */
import {
  InvalidAmountError,
  MESSAGES,
  parseDecimal,
  type AccountType,
  type FixedPointAmount,
} from '@portico/core';

/** A non-negative dollar value: decimal text ("12.5") or a bigint with its decimals. */
export type UsdAmount = string | FixedPointAmount;

export interface InsufficientGasInput {
  /** What the account's native balance is worth, in USD. */
  readonly nativeBalanceUsd: UsdAmount;
  /** The gas cost of the transaction in USD; unknown counts as 0. */
  readonly gasPriceUsd?: UsdAmount;
  readonly accountType: AccountType | undefined;
}

function toFixedPoint(amount: UsdAmount): FixedPointAmount {
  if (typeof amount === 'string') return parseDecimal(amount);
  const { value, decimals } = amount;
  // Decimals as core's amounts allow them: a uint8, as token decimals are.
  if (value < 0n || !Number.isSafeInteger(decimals) || decimals < 0 || decimals > 255) {
    const text = `${String(value)}e-${String(decimals)}`;
    throw new InvalidAmountError(MESSAGES.invalidAmount(text), 'INVALID_AMOUNT');
  }
  return amount;
}

/** `a` compared with `b` after scaling both to the larger number of decimals: -1, 0 or 1. */
export function compareFixedPoint(a: FixedPointAmount, b: FixedPointAmount): -1 | 0 | 1 {
  const decimals = Math.max(a.decimals, b.decimals);
  const left = a.value * 10n ** BigInt(decimals - a.decimals);
  const right = b.value * 10n ** BigInt(decimals - b.decimals);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * True when the account cannot pay for gas: its native balance is worth 0 USD, or less than
 * the gas price in USD. Always false for a smart account (its gas may be sponsored). An amount
 * that is not an unsigned decimal (text) or a non-negative fixed point throws core's
 * InvalidAmountError.
 */
export function hasInsufficientGas(input: InsufficientGasInput): boolean {
  if (input.accountType === 'smartAccount') return false;
  const balance = toFixedPoint(input.nativeBalanceUsd);
  const gas = input.gasPriceUsd === undefined ? undefined : toFixedPoint(input.gasPriceUsd);
  if (balance.value === 0n) return true;
  return gas !== undefined && compareFixedPoint(balance, gas) < 0;
}
