/**
 * An account's balance as the balances pallet holds it (`system.account(address).data`), and
 * what of it can leave: `transferable = free − max(frozen − reserved, 0)`, never below 0 (a
 * freeze covers the reserve first, so only what it holds beyond the reserve locks free funds).
 * Runtimes before the fungible-traits rewrite (2023) kept two frozen amounts, `miscFrozen` and
 * `feeFrozen`; the larger locks a transfer, so it stands for `frozen`.
 */
// The types of the chain's calls and storage (the import is erased: no code at run time).
import type {} from '@polkadot/api/augment';
import type { ApiPromise } from '@polkadot/api';
import type { PolkadotBalance } from './polkadotChain';

/** The amounts of `AccountData`, in plancks. */
export interface AccountAmounts {
  readonly free: bigint;
  readonly reserved: bigint;
  readonly frozen: bigint;
}

/** What can leave an account now (before the fee and the existential deposit). */
export function transferableOf({ free, reserved, frozen }: AccountAmounts): bigint {
  const locked = frozen > reserved ? frozen - reserved : 0n;
  return free > locked ? free - locked : 0n;
}

/** A codec's value as a bigint (`u128` and friends have toBigInt). */
interface BigIntCodec {
  toBigInt(): bigint;
}

/** `AccountData` of either shape: `frozen` (current runtimes) or `miscFrozen` / `feeFrozen`. */
export interface AccountDataCodec {
  readonly free: BigIntCodec;
  readonly reserved: BigIntCodec;
  readonly frozen?: BigIntCodec;
  readonly miscFrozen?: BigIntCodec;
  readonly feeFrozen?: BigIntCodec;
}

export function accountAmountsOf(data: AccountDataCodec): AccountAmounts {
  const frozen =
    data.frozen !== undefined
      ? data.frozen.toBigInt()
      : maxOf(data.miscFrozen?.toBigInt() ?? 0n, data.feeFrozen?.toBigInt() ?? 0n);
  return { free: data.free.toBigInt(), reserved: data.reserved.toBigInt(), frozen };
}

/** The chain's unit: its first token and decimals (a chain with none: 'UNIT', 0 decimals). */
export function chainUnitOf(api: ApiPromise): { decimals: number; symbol: string } {
  return {
    decimals: api.registry.chainDecimals[0] ?? 0,
    symbol: api.registry.chainTokens[0] ?? 'UNIT',
  };
}

export function existentialDepositOf(api: ApiPromise): bigint {
  return api.consts.balances.existentialDeposit.toBigInt();
}

/** Reads `address`'s balance on the API's chain. */
export async function readBalance(api: ApiPromise, address: string): Promise<PolkadotBalance> {
  const account = await api.query.system.account(address);
  const amounts = accountAmountsOf(account.data as unknown as AccountDataCodec);
  return {
    ...amounts,
    transferable: transferableOf(amounts),
    ...chainUnitOf(api),
    existentialDeposit: existentialDepositOf(api),
  };
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
