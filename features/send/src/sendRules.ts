/**
 * Send's rules as pure functions of its state: the amount typed to base units (exact, never
 * a float), the receiver's address by namespace, Max, the insufficient-gas rule (spec 5) and
 * the text of the form's button.
 */
import {
  isEvmAddress,
  isSolanaAddress,
  isSolanaPublicKey,
  isWalletAddressIn,
  parseUnits,
  type AccountType,
} from '@portico/core';
import type { SendState, SendToken } from './sendState';

/** The amount typed, in the token's base units; undefined when it is not a valid amount. */
export function amountInBaseUnits(text: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(text, decimals);
  } catch {
    return undefined;
  }
}

/**
 * The address `text` names in `namespace`, as the wallet takes it; undefined when it is none.
 * eip155: the spec's rule (an optional 0x, then 40 hex digits), sent with its 0x. solana: the
 * spec's 32-44 base58 characters that are also a 32-byte key. Other namespaces: CAIP-10's
 * address grammar (core's isWalletAddressIn).
 */
export function receiverAddressIn(namespace: string, text: string): string | undefined {
  const value = text.trim();
  if (namespace === 'eip155') {
    if (!isEvmAddress(value)) return undefined;
    return value.startsWith('0x') ? value : `0x${value}`;
  }
  if (namespace === 'solana') {
    return isSolanaAddress(value) && isSolanaPublicKey(value) ? value : undefined;
  }
  return isWalletAddressIn(namespace, value) ? value : undefined;
}

/** Text that may be a name to resolve (names work on eip155, spec 9): `label.zone`. */
export function looksLikeName(namespace: string, text: string): boolean {
  return namespace === 'eip155' && /^[^\s.]+(\.[^\s.]+)+$/.test(text.trim());
}

/** Max: a token's full balance; for the native currency, the balance less the fee, never below 0. */
export function maxAmount(token: SendToken, fee: bigint | undefined): bigint {
  if (token.address !== undefined) return token.balance;
  const left = token.balance - (fee ?? 0n);
  return left > 0n ? left : 0n;
}

export interface GasCheck {
  readonly nativeBalance?: bigint;
  readonly fee?: bigint;
  /** The native value the send moves (0 for a token send). */
  readonly value: bigint;
  readonly accountType?: AccountType;
}

/**
 * Spec 5: insufficient gas when the native balance is 0 or below the fee (the fee and the value,
 * for a native send). Smart accounts skip the check (their fee may be sponsored). Unknown
 * balance: no verdict yet; unknown fee: only the zero-balance rule.
 */
export function hasInsufficientGas(check: GasCheck): boolean {
  if (check.accountType === 'smartAccount' || check.nativeBalance === undefined) return false;
  if (check.nativeBalance === 0n) return true;
  return check.fee !== undefined && check.nativeBalance < check.fee + check.value;
}

/** The form's button, from the first thing missing to 'previewSend' (the only one that acts). */
export type SendStep =
  | 'selectToken'
  | 'addAmount'
  | 'invalidAmount'
  | 'insufficientFunds'
  | 'addAddress'
  | 'resolvingName'
  | 'invalidAddress'
  | 'insufficientGas'
  | 'previewSend';

export function sendStep(
  state: Pick<
    SendState,
    | 'token'
    | 'sendTokenAmount'
    | 'receiverInput'
    | 'receiverAddress'
    | 'resolvingName'
    | 'nativeBalance'
    | 'fee'
  >,
  accountType?: AccountType,
): SendStep {
  const { token } = state;
  if (!token) return 'selectToken';
  if (state.sendTokenAmount.trim() === '') return 'addAmount';
  const amount = amountInBaseUnits(state.sendTokenAmount, token.decimals);
  if (amount === undefined) return 'invalidAmount';
  if (amount === 0n) return 'addAmount';
  if (amount > token.balance) return 'insufficientFunds';
  if (state.receiverInput.trim() === '') return 'addAddress';
  if (state.resolvingName) return 'resolvingName';
  if (!state.receiverAddress) return 'invalidAddress';
  const value = token.address === undefined ? amount : 0n;
  const nativeBalance = state.nativeBalance;
  if (hasInsufficientGas({ nativeBalance, fee: state.fee, value, accountType })) {
    return 'insufficientGas';
  }
  return 'previewSend';
}
