/** How Send shows amounts and addresses. */
import { formatBalance, formatUnits } from '@portico/core';

/** A balance as the modal shows balances: 3 decimals, rounded down (spec 9). */
export function displayBalance(value: bigint, decimals: number): string {
  return formatBalance(formatUnits(value, decimals));
}

/**
 * A fee, which is often far below the balances' 3 decimals: exact, but cut after its first 4
 * significant digits and rounded up (a fee shown never understates the one paid).
 * `displayFee(42000000252000n, 18)` is "0.00004201".
 */
export function displayFee(value: bigint, decimals: number, significant = 4): string {
  const digits = value.toString().length;
  const drop = Math.min(Math.max(digits - significant, 0), decimals);
  const unit = 10n ** BigInt(drop);
  const rounded = ((value + unit - 1n) / unit) * unit;
  return formatUnits(rounded, decimals);
}
