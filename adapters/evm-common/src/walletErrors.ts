/**
 * The one place the EVM adapters map a wallet's errors (EIP-1193 / JSON-RPC) onto core's
 * shared classes, with the spec's texts (section 8):
 * - a user rejection on signing: 'Signature declined' (core's UserRejectedError);
 * - any other signing failure with a smart account: 'This application might not support
 *   Smart Accounts';
 * - a refused send: 'Signature declined' (core's UserRejectedError), as on Solana, so the
 *   visitor reads the same words whichever request they refused (issue 16);
 * - any other failed send: 'Something went wrong' (core's SendFailedError);
 * - anything else: 'An error occurred' (core's WalletRequestError), with a rejection still a
 *   UserRejectedError.
 * "Did the user refuse?" is core's `isUserRejection`. Portico's own errors pass through
 * unchanged. The wallet's error stays the `cause`.
 */
import {
  isUserRejection,
  PorticoError,
  SendFailedError,
  UserRejectedError,
  walletErrorCode,
  WalletRequestError,
  type AccountType,
} from '@portico/core';
import { SmartAccountSigningError } from './errors';

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
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new SendFailedError(error, walletErrorCode(error));
}

/** Any other wallet request (connect, switch, permissions, capabilities). */
export function toWalletError(error: unknown, method: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new WalletRequestError(method, error, walletErrorCode(error));
}
