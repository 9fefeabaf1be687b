/**
 * The one place the Solana adapter maps a wallet's errors (Wallet Standard wallets, the
 * WalletConnect solana namespace) onto core's shared classes, with the spec's texts from core's
 * MESSAGES (section 8), so a message appears once in the code base:
 * - a refusal: core's UserRejectedError ('Signature declined'); "did the user refuse?" is
 *   core's `isUserRejection` (codes 4001/5000, and Wallet Standard errors that say "rejected");
 * - a failed request, or an answer that is not what the standard says it returns: core's
 *   WalletRequestError ('An error occurred') with the request's name;
 * - a transfer not sent or that did not land: core's SendFailedError with the Solana text
 *   'Failed to send transaction. Please try again.'.
 * The wallet's error stays the `cause` and its numeric code, when it gave one, the `walletCode`.
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

/** A send without a positive amount or a valid receiver: 'Please enter a valid amount and receiver address'. */
export class SolanaSendInputError extends PorticoError {
  override readonly name = 'SolanaSendInputError';
  constructor(cause?: unknown) {
    super(MESSAGES.solanaSendNeedsAmountAndReceiver, 'SOLANA_SEND_INPUT', { cause });
  }
}

/**
 * Codes of the chain module's errors (chain/chainErrors.ts) that mean the visitor's receiver or
 * amount cannot be sent to: a string that looks like an address but is not 32 bytes, a token
 * receiver nobody can sign for, an amount beyond u64. Codes, not classes: the classes live in
 * the lazy chunk.
 */
const SEND_INPUT_CODES: readonly string[] = Object.freeze([
  'SOLANA_INVALID_ADDRESS',
  'SOLANA_TOKEN_RECEIVER_OFF_CURVE',
  'SOLANA_INVALID_AMOUNT',
]);

/** A connector whose provider is neither a Wallet Standard wallet nor a WalletConnect solana provider. */
export class NotASolanaWalletError extends PorticoError {
  override readonly name = 'NotASolanaWalletError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.anErrorOccurred, 'NOT_A_SOLANA_WALLET');
  }
}

/** A connect or sign failure: a refusal is core's UserRejectedError ('Signature declined'). */
export function toWalletError(error: unknown, request: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new WalletRequestError(request, error, walletErrorCode(error));
}

/** A send failure: a refusal stays a refusal, anything else is the spec's Solana send text. */
export function toSendError(error: unknown): PorticoError {
  if (error instanceof UserRejectedError || error instanceof SolanaSendInputError) return error;
  if (error instanceof PorticoError && SEND_INPUT_CODES.includes(error.code)) {
    return new SolanaSendInputError(error);
  }
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new SendFailedError(error, walletErrorCode(error), MESSAGES.solanaSendFailed);
}
