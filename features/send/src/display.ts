/** How Send shows amounts and addresses. */
import { formatBalance, formatUnits } from '@portico/core';

/** A balance as the modal shows balances: 3 decimals, rounded down (spec 9). */
export function displayBalance(value: bigint, decimals: number): string {
  return formatBalance(formatUnits(value, decimals));
}

/** An address shortened for display (`0x1234…abcd`); the full one goes in the accessible name. */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
