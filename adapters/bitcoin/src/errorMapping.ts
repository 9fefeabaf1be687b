/**
 * The one place the Bitcoin adapter maps wallet and chain errors (Wallet Standard wallets,
 * sats-connect providers, the WalletConnect bip122 namespace, the chain module) onto core's
 * shared classes, with the texts of core's MESSAGES (spec section 8; Bitcoin has no text of its
 * own, so it uses the ones the Solana adapter uses):
 * - a refusal: core's UserRejectedError ('Signature declined'); "did the user refuse?" is core's
 *   `isUserRejection` (codes 4001/5000, Wallet Standard errors that say "rejected"), plus
 *   sats-connect's USER_REJECTION code (-32000) for a sats-connect provider's answer only;
 * - a failed request, or an answer that is not what the wallet's interface says it returns:
 *   core's WalletRequestError ('An error occurred') with the request's name;
 * - a bad receiver or amount (not an address of the network, not a positive amount, dust):
 *   BitcoinSendInputError ('Please enter a valid amount and receiver address'), before anything
 *   is built or signed;
 * - a transfer not built, not sent or refused by the network (insufficient funds too: its cause
 *   says so): core's SendFailedError with 'Failed to send transaction. Please try again.'.
 * The wallet's error stays the `cause` and its numeric code, when it gave one, the `walletCode`.
 *
 * Part of the wallet chunk (walletSession.ts, loaded with import() on the first connect,
 * reconnect, sign or send): the adapter's page-load code holds only the classes (errors.ts).
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
import { BitcoinSendDataError, BitcoinSendInputError, SATS_CONNECT_USER_REJECTION } from './errors';

/**
 * Codes of the chain module's errors (chain/chainErrors.ts) that mean the visitor's receiver or
 * amount cannot be sent to. Codes, not classes: the classes live in the lazy chunk.
 */
const SEND_INPUT_CODES: readonly string[] = Object.freeze([
  'BITCOIN_INVALID_RECEIVER',
  'BITCOIN_INVALID_AMOUNT',
  'BITCOIN_DUST_AMOUNT',
]);

/** A connect or sign failure: a refusal is core's UserRejectedError ('Signature declined'). */
export function toWalletError(error: unknown, request: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new WalletRequestError(request, error, walletErrorCode(error));
}

/**
 * A sats-connect provider's failure: as toWalletError, and its USER_REJECTION code is a refusal
 * too (read only here: -32000 means something else on other interfaces).
 */
export function toSatsConnectError(error: unknown, request: string): PorticoError {
  if (!(error instanceof PorticoError) && walletErrorCode(error) === SATS_CONNECT_USER_REJECTION) {
    return new UserRejectedError(error);
  }
  return toWalletError(error, request);
}

/** A send failure: a refusal stays a refusal, a bad input says so, anything else is a failed send. */
export function toSendError(error: unknown): PorticoError {
  if (
    error instanceof UserRejectedError ||
    error instanceof BitcoinSendInputError ||
    error instanceof BitcoinSendDataError
  ) {
    return error;
  }
  if (error instanceof PorticoError && SEND_INPUT_CODES.includes(error.code)) {
    return new BitcoinSendInputError(error);
  }
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new SendFailedError(error, walletErrorCode(error), MESSAGES.solanaSendFailed);
}

/** A fee estimate's failure: a bad receiver or amount says so; anything else stays as it is. */
export function toEstimateError(error: unknown): unknown {
  if (error instanceof PorticoError && SEND_INPUT_CODES.includes(error.code)) {
    return new BitcoinSendInputError(error);
  }
  return error;
}
