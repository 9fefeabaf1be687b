/**
 * Typed errors of the Bitcoin adapter's transfers (the bitcoinjs-lib chunk): the receiver, the
 * amount, the coins, the payment address, the signed PSBT. The API's errors are in
 * chainErrors.ts, which the small Esplora chunk holds. Each has a stable `code`; the adapter's
 * errorMapping.ts maps them by code: BITCOIN_INVALID_RECEIVER, BITCOIN_INVALID_AMOUNT and
 * BITCOIN_DUST_AMOUNT are the visitor's input ('Please enter a valid amount and receiver
 * address'), anything else a failed send.
 */
import { MESSAGES, PorticoError } from '@portico/core';
import { describeValue } from './chainErrors';

/** A receiver that is not an address of the network (another network's, a typo, a script kind not sent to). */
export class InvalidReceiverError extends PorticoError {
  override readonly name = 'InvalidReceiverError';
  constructor(
    readonly receiver: unknown,
    readonly networkName: string,
  ) {
    super(
      `${describeValue(receiver)} is not a ${networkName} address this adapter sends to`,
      'BITCOIN_INVALID_RECEIVER',
    );
  }
}

/** An amount that is not a whole number of satoshis from 1 to 21,000,000 BTC. */
export class InvalidBitcoinAmountError extends PorticoError {
  override readonly name = 'InvalidBitcoinAmountError';
  constructor(readonly amount: unknown) {
    const text = ['bigint', 'number', 'string'].includes(typeof amount)
      ? String(amount)
      : typeof amount;
    super(MESSAGES.invalidAmount(text), 'BITCOIN_INVALID_AMOUNT');
  }
}

/** An amount below the receiver script's dust limit: nodes would not relay the transaction. */
export class DustAmountError extends PorticoError {
  override readonly name = 'DustAmountError';
  constructor(
    readonly amount: bigint,
    readonly dustLimit: bigint,
  ) {
    super(
      `${amount} sats is dust for this receiver: the least it can be sent is ${dustLimit} sats`,
      'BITCOIN_DUST_AMOUNT',
    );
  }
}

/** The payment address's coins do not cover the amount and the fee. */
export class InsufficientFundsError extends PorticoError {
  override readonly name = 'InsufficientFundsError';
  constructor(
    /** Satoshis the transfer needs: the amount plus the fee of spending every coin. */
    readonly needed: bigint,
    readonly available: bigint,
  ) {
    super(
      `Insufficient funds: the transfer needs ${needed} sats (amount and fee), the address has ${available} sats`,
      'BITCOIN_INSUFFICIENT_FUNDS',
    );
  }
}

/** A payment address whose script kind this adapter cannot spend from, or a public key that is missing or does not match it. */
export class UnsupportedPaymentAddressError extends PorticoError {
  override readonly name = 'UnsupportedPaymentAddressError';
  constructor(
    readonly address: string,
    reason: string,
  ) {
    super(`Cannot spend from ${address}: ${reason}`, 'BITCOIN_UNSUPPORTED_PAYMENT_ADDRESS');
  }
}

/** The API answered a broadcast with another txid than the transaction's. */
export class TxidMismatchError extends PorticoError {
  override readonly name = 'TxidMismatchError';
  constructor(
    readonly expected: string,
    readonly answered: string,
  ) {
    super(
      `Bitcoin API answered the broadcast of ${expected} with txid ${answered}`,
      'BITCOIN_TXID_MISMATCH',
    );
  }
}

/** A PSBT that does not decode, is not fully signed, or cannot be finalized and extracted. */
export class InvalidPsbtError extends PorticoError {
  override readonly name = 'InvalidPsbtError';
  constructor(reason: string, cause?: unknown) {
    super(
      `Invalid signed PSBT: ${reason}${cause ? `: ${describeValue(cause)}` : ''}`,
      'BITCOIN_INVALID_PSBT',
      {
        cause,
      },
    );
  }
}

/** A transfer that needs so many coins that its transaction is over the standard size nodes relay. */
export class TransferTooLargeError extends PorticoError {
  override readonly name = 'TransferTooLargeError';
  constructor(
    readonly inputCount: number,
    readonly vsize: number,
  ) {
    super(
      `The transfer needs ${inputCount} coins: its transaction (${vsize} vB) is larger than nodes relay; send less`,
      'BITCOIN_TRANSFER_TOO_LARGE',
    );
  }
}
