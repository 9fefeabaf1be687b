/** The other side of an activity row: whom the account sent to, or whom it received from. */
import type { Transaction } from '@portico/core';

export interface Counterparty {
  readonly direction: 'to' | 'from';
  readonly address: string;
}

/** An address as both sides may write it: eip155 hex in any case is one address. */
export const addressKey = (address: string) =>
  /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address;

/**
 * The counterparty of a history transaction for `account`: `sentTo` when the account sent it,
 * `sentFrom` when the account received it; undefined for one with itself or between others.
 */
export function counterpartyOf(
  transaction: Transaction,
  account: string,
): Counterparty | undefined {
  const { sentFrom, sentTo } = transaction.metadata;
  const [me, from, to] = [addressKey(account), addressKey(sentFrom), addressKey(sentTo)];
  if (from === me && to !== me && sentTo) return { direction: 'to', address: sentTo };
  if (to === me && from !== me && sentFrom) return { direction: 'from', address: sentFrom };
  return undefined;
}
