/** How Swap shows amounts: balances as the modal shows them, fees never understated. */
import { formatBalance, formatUnits } from '@portico/core';

/** A balance or an amount: 3 decimals, rounded down (spec 9). */
export function displayAmount(value: bigint, decimals: number): string {
  return formatBalance(formatUnits(value, decimals));
}

/**
 * A fee, often far below 3 decimals: exact, cut after its first 4 significant digits and
 * rounded up (a fee shown never understates the one paid).
 */
export function displayFee(value: bigint, decimals: number, significant = 4): string {
  const digits = value.toString().length;
  const drop = Math.min(Math.max(digits - significant, 0), decimals);
  const unit = 10n ** BigInt(drop);
  const rounded = ((value + unit - 1n) / unit) * unit;
  return formatUnits(rounded, decimals);
}
