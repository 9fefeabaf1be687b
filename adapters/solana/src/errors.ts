/**
 * Typed errors of the Solana adapter, with the spec's texts from core's MESSAGES (section 8), so
 * a message appears once in the code base. Errors a wallet caused keep the wallet's error as
 * `cause` and its numeric code, when it gave one, as `walletCode`.
 */
import { MESSAGES, PorticoError, UserRejectedError } from '@portico/core';

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

/** A transfer that was not sent or did not land: 'Failed to send transaction. Please try again.' */
export class SolanaSendFailedError extends PorticoError {
  override readonly name = 'SolanaSendFailedError';
  constructor(
    cause: unknown,
    readonly walletCode?: number,
  ) {
    super(MESSAGES.solanaSendFailed, 'SOLANA_SEND_FAILED', { cause });
  }
}

/** A wallet request (connect, sign) that failed for another reason than a refusal. */
export class SolanaWalletRequestError extends PorticoError {
  override readonly name = 'SolanaWalletRequestError';
  constructor(
    readonly request: string,
    cause: unknown,
    readonly walletCode?: number,
  ) {
    super(MESSAGES.anErrorOccurred, 'SOLANA_WALLET_REQUEST_FAILED', { cause });
  }
}

/** The wallet answered with something that is not what the standard says it returns. */
export class SolanaWalletAnswerError extends PorticoError {
  override readonly name = 'SolanaWalletAnswerError';
  constructor(readonly request: string) {
    super(MESSAGES.anErrorOccurred, 'SOLANA_WALLET_BAD_ANSWER');
  }
}

/** A connector whose provider is neither a Wallet Standard wallet nor a WalletConnect solana provider. */
export class NotASolanaWalletError extends PorticoError {
  override readonly name = 'NotASolanaWalletError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.anErrorOccurred, 'NOT_A_SOLANA_WALLET');
  }
}

/** The numeric code a wallet error carries (4001 for a refusal in EIP-1193 and WalletConnect). */
export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}

/** User rejection codes: 4001 (EIP-1193, Wallet Standard wallets, WalletConnect), 5000 (WalletConnect's "user rejected"). */
const REJECTION_CODES: readonly number[] = Object.freeze([4001, 5000]);

/**
 * Wallet Standard has no error codes: wallets throw their own errors. The wallet adapters'
 * WalletSignTransactionError and friends, Phantom and Solflare all say "rejected" in the name
 * or the message when the user said no.
 */
function saysRejected(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /reject|denied|declined|cancell?ed/i.test(`${error.name} ${error.message}`);
}

export function isUserRejection(error: unknown): boolean {
  const code = walletErrorCode(error);
  return (code !== undefined && REJECTION_CODES.includes(code)) || saysRejected(error);
}

/** A connect or sign failure: a refusal is core's UserRejectedError ('Signature declined'). */
export function toWalletError(error: unknown, request: string): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new SolanaWalletRequestError(request, error, walletErrorCode(error));
}

/** A send failure: a refusal stays a refusal, anything else is the spec's Solana send text. */
export function toSendError(error: unknown): PorticoError {
  if (error instanceof UserRejectedError || error instanceof SolanaSendInputError) return error;
  if (error instanceof PorticoError && SEND_INPUT_CODES.includes(error.code)) {
    return new SolanaSendInputError(error);
  }
  if (isUserRejection(error)) return new UserRejectedError(error);
  return new SolanaSendFailedError(error, walletErrorCode(error));
}
