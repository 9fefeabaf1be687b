/**
 * The errors a wallet causes, shared by every adapter and connector (the Solana wallet-adapter's
 * shared `WalletError` base is the model). An adapter maps its library's errors onto these in
 * one file; a class has one `code`, whatever the namespace. The wallet's own error stays the
 * `cause` and its numeric code, when it gave one, the `walletCode`.
 */
import { PorticoError } from './errors';
import { MESSAGES } from './messages';

/** The user refused ('Signature declined'): EIP-1193 code 4001 and its equivalents. */
export class UserRejectedError extends PorticoError {
  override readonly name = 'UserRejectedError';
  constructor(cause?: unknown) {
    super(MESSAGES.signatureDeclined, 'USER_REJECTED', { cause });
  }
}

/**
 * Any other failure of a wallet request ('An error occurred'), including an answer that is
 * not what the method promises (no accounts, a malformed signature): then the answer, if
 * any, is the `cause` and there is no `walletCode`. `method` is the request's name
 * (`eth_requestAccounts`, `standard:connect`, `solana_signMessage`, ...).
 */
export class WalletRequestError extends PorticoError {
  override readonly name = 'WalletRequestError';
  constructor(
    readonly method: string,
    cause?: unknown,
    readonly walletCode?: number,
  ) {
    super(MESSAGES.anErrorOccurred, 'WALLET_REQUEST_FAILED', { cause });
  }
}

/**
 * A transfer the wallet did not send or that did not land. The text is the namespace's spec
 * text: 'Something went wrong' by default; the Solana adapter passes its own.
 */
export class SendFailedError extends PorticoError {
  override readonly name = 'SendFailedError';
  constructor(
    cause: unknown,
    readonly walletCode?: number,
    message: string = MESSAGES.somethingWentWrong,
  ) {
    super(message, 'SEND_FAILED', { cause });
  }
}

/** The wallet cannot be on this chain (it refused to add it, or the id is not its kind): 'Chain is not supported'. */
export class ChainNotSupportedError extends PorticoError {
  override readonly name = 'ChainNotSupportedError';
  constructor(
    readonly chainId: number | string,
    cause?: unknown,
    readonly walletCode?: number,
  ) {
    super(MESSAGES.chainNotSupported, 'CHAIN_NOT_SUPPORTED', { cause });
  }
}
