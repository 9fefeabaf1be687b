/**
 * The Bitcoin adapter's own error classes and codes, at page load because the package exports
 * them (a failed send or wallet request is otherwise one of core's shared classes). The mapping
 * of wallet and chain errors onto them and onto core's classes is errorMapping.ts, in the wallet
 * chunk: it only runs after a request.
 */
import { MESSAGES, PorticoError } from '@portico/core';

/** A send without a positive amount or a valid receiver: 'Please enter a valid amount and receiver address'. */
export class BitcoinSendInputError extends PorticoError {
  override readonly name = 'BitcoinSendInputError';
  constructor(cause?: unknown) {
    super(MESSAGES.solanaSendNeedsAmountAndReceiver, 'BITCOIN_SEND_INPUT', { cause });
  }
}

/**
 * Portico's own text (the spec has none) for a send with call data; kept here, not in core's
 * MESSAGES, so that an app without the Bitcoin adapter does not carry it.
 */
export const BITCOIN_SEND_HAS_NO_DATA =
  'A Bitcoin send carries no call data: send an amount to an address';

/** A send with call data: Bitcoin transfers carry none. */
export class BitcoinSendDataError extends PorticoError {
  override readonly name = 'BitcoinSendDataError';
  constructor() {
    super(BITCOIN_SEND_HAS_NO_DATA, 'BITCOIN_SEND_DATA');
  }
}

/** A connector whose provider is none of the wallet kinds the adapter drives. */
export class NotABitcoinWalletError extends PorticoError {
  override readonly name = 'NotABitcoinWalletError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.anErrorOccurred, 'NOT_A_BITCOIN_WALLET');
  }
}

/** sats-connect's RpcErrorCode.USER_REJECTION (Xverse and the wallets that follow it). */
export const SATS_CONNECT_USER_REJECTION = -32000;
