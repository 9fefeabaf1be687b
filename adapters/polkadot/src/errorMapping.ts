/**
 * The one place the Polkadot adapter maps wallet and chain errors (injected extensions, the
 * WalletConnect polkadot namespace, the chain chunk) onto core's shared classes and texts
 * (core's MESSAGES; Polkadot has no text of its own in the spec, so it uses the ones the Solana
 * and Bitcoin adapters use):
 * - a refusal: core's UserRejectedError ('Signature declined'). Extensions have no error codes:
 *   they reject with texts of their own, polkadot{.js} 'Cancelled' (a signature) and 'Rejected'
 *   (a site's authorisation), and the extensions that follow it texts that say the same
 *   ('... rejected ...', '... cancelled ...'). Core's `isUserRejection` reads those words (and
 *   WalletConnect's codes 5000-5002, EIP-1193's 4001), so the decision is made there, once;
 *   REFUSAL_TEXTS are the texts errorMapping.test.ts checks;
 * - a failed request, or an answer that is not what the protocol says it returns (no accounts,
 *   a signature that is not hex of a signature's length): core's WalletRequestError ('An error
 *   occurred') with the request's name;
 * - a transfer refusal (the existential-deposit rule, a bad receiver or amount: the chain
 *   chunk's PolkadotTransferError): passed through, its text says what to change;
 * - a transfer not built, not signed or refused by the chain: core's SendFailedError with
 *   'Failed to send transaction. Please try again.' (its cause says why).
 * The wallet's error stays the `cause`, and its numeric code, when it gave one, the `walletCode`.
 *
 * Part of the wallet chunk (walletSession.ts, loaded with import() on the first connect,
 * reconnect, sign or send): the page-load code holds only the classes (errors.ts).
 */
import {
  isUserRejection,
  MESSAGES,
  PorticoError,
  SendFailedError,
  UserRejectedError,
  walletErrorCode,
  WalletRequestError,
} from '@portico/core';
import { PolkadotSendDataError, PolkadotTransferError } from './errors';

/** Refusal texts of the injected protocol (see above); core's isUserRejection reads them. */
export const REFUSAL_TEXTS: readonly string[] = Object.freeze([
  'Cancelled',
  'Rejected',
  'User rejected the request',
  'Request cancelled by user',
]);

/** A connect or sign failure: a refusal is core's UserRejectedError ('Signature declined'). */
export function toWalletError(error: unknown, request: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new WalletRequestError(request, error, walletErrorCode(error));
}

/** A send failure: a refusal stays a refusal, a transfer refusal says what to change, else a failed send. */
export function toSendError(error: unknown): PorticoError {
  if (
    error instanceof UserRejectedError ||
    error instanceof PolkadotTransferError ||
    error instanceof PolkadotSendDataError
  ) {
    return error;
  }
  if (isUserRejection(error)) return new UserRejectedError(error);
  // The chain chunk's own SendFailedError: its cause (the chain's error) stays the cause.
  if (error instanceof SendFailedError) {
    return new SendFailedError(error.cause, error.walletCode, MESSAGES.solanaSendFailed);
  }
  return new SendFailedError(error, walletErrorCode(error), MESSAGES.solanaSendFailed);
}
