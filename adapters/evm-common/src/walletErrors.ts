/**
 * Wallet errors (EIP-1193 / JSON-RPC) mapped to the spec's texts (section 8):
 * - a user rejection (4001) on signing: 'Signature declined' (core's UserRejectedError);
 * - any other signing failure with a smart account: 'This application might not support
 *   Smart Accounts';
 * - a failed send, whatever the reason: 'Something went wrong';
 * - anything else: 'An error occurred', with a rejection still a UserRejectedError.
 * Portico's own errors pass through unchanged. The wallet's error stays the `cause`.
 */
import { PorticoError, UserRejectedError, type AccountType } from '@portico/core';
import { isProviderRpcError, PROVIDER_ERROR_CODES } from './eip1193';
import { SendFailedError, SmartAccountSigningError, WalletRequestError } from './errors';

/** The wallet's numeric error code (EIP-1193 / JSON-RPC), when it gave one. */
export function walletErrorCode(error: unknown): number | undefined {
  return isProviderRpcError(error) ? error.code : undefined;
}

/**
 * Every code the error carries: its own, then the one some wallets (MetaMask mobile) nest in
 * `data.originalError` under a generic -32603.
 */
export function walletErrorCodes(error: unknown): number[] {
  if (!isProviderRpcError(error)) return [];
  const nested = (error.data as { originalError?: unknown } | null | undefined)?.originalError;
  return isProviderRpcError(nested) ? [error.code, nested.code] : [error.code];
}

/** EIP-1193 4001: the user said no. */
export function isUserRejection(error: unknown): boolean {
  return walletErrorCodes(error).includes(PROVIDER_ERROR_CODES.userRejected);
}

/** A signing failure (personal_sign, typed data) for an account of `accountType`. */
export function toSigningError(error: unknown, accountType: AccountType | undefined): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  const code = walletErrorCode(error);
  if (accountType === 'smartAccount') return new SmartAccountSigningError(error, code);
  return new WalletRequestError('sign', error, code);
}

/** A send (transaction, contract write, call batch) the wallet did not carry out. */
export function toSendError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  return new SendFailedError(error, walletErrorCode(error));
}

/** Any other wallet request (connect, switch, permissions, capabilities). */
export function toWalletError(error: unknown, method: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new WalletRequestError(method, error, walletErrorCode(error));
}
