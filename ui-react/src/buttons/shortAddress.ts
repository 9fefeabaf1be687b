/**
 * An address shortened for a button: the first 6 and last 4 characters around an ellipsis
 * (`0x1234…abcd`). Short addresses are returned whole.
 */
export function shortAddress(address: string): string {
  if (address.length <= 13) return address;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
