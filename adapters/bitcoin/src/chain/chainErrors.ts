/**
 * Typed errors of the Bitcoin adapter's chain side (the lazy chunks: the Esplora client and the
 * bitcoinjs-lib module). One class per failure, each with a stable `code`; their texts are for
 * developers and logs. The adapter's errors.ts maps them onto core's classes by code (codes, not
 * classes, cross the chunk boundary): BITCOIN_INVALID_RECEIVER, BITCOIN_INVALID_AMOUNT and
 * BITCOIN_DUST_AMOUNT mean the visitor's receiver or amount cannot be sent to ('Please enter a
 * valid amount and receiver address'); anything else is a failed send.
 */
import { MESSAGES, PorticoError } from '@portico/core';

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

/** An address (the payment address, an address read) that is not one of the network's. */
export class InvalidBitcoinAddressError extends PorticoError {
  override readonly name = 'InvalidBitcoinAddressError';
  constructor(
    readonly field: string,
    readonly value: unknown,
    reason = 'is not an address of this network',
  ) {
    super(`${field} ${describeValue(value)} ${reason}`, 'BITCOIN_INVALID_ADDRESS');
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

/** A fee rate that is not a number, or one above BITCOIN_MAX_FEE_RATE (a broken estimate). */
export class InvalidFeeRateError extends PorticoError {
  override readonly name = 'InvalidFeeRateError';
  constructor(
    readonly feeRate: unknown,
    reason: string,
  ) {
    super(`Fee rate ${describeValue(feeRate)} sat/vB ${reason}`, 'BITCOIN_INVALID_FEE_RATE');
  }
}

/** A request to the Esplora-style API that failed: network, timeout, or an error status. */
export class EsploraRequestError extends PorticoError {
  override readonly name = 'EsploraRequestError';
  /** The API's error text (trimmed, cut short), when it answered with one. */
  readonly body: string | undefined;
  constructor(
    readonly action: string,
    /** The HTTP status, when the API answered. */
    readonly status: number | undefined,
    detail: string,
    options: { readonly cause?: unknown; readonly body?: string } = {},
  ) {
    super(`Bitcoin API failed to ${action}: ${detail}`, 'BITCOIN_API_FAILED', {
      cause: options.cause,
    });
    this.body = options.body;
  }
}

/** An answer of the API that is not what Esplora answers (a wrong shape, a negative or unsafe number, a bad txid). */
export class MalformedEsploraAnswerError extends PorticoError {
  override readonly name = 'MalformedEsploraAnswerError';
  constructor(
    readonly action: string,
    reason: string,
  ) {
    super(
      `Bitcoin API answered ${action} with a malformed answer: ${reason}`,
      'BITCOIN_API_MALFORMED',
    );
  }
}

/** The node refused the transaction (POST /tx answered 400): `reason` is the node's text. */
export class BroadcastRefusedError extends PorticoError {
  override readonly name = 'BroadcastRefusedError';
  constructor(readonly reason: string) {
    super(`The network refused the transaction: ${reason}`, 'BITCOIN_BROADCAST_REFUSED');
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

/** A transaction id that is not 64 hex characters. */
export class InvalidTxidError extends PorticoError {
  override readonly name = 'InvalidTxidError';
  constructor(readonly txid: unknown) {
    super(
      `${describeValue(txid)} is not a Bitcoin transaction id (64 hex characters)`,
      'BITCOIN_INVALID_TXID',
    );
  }
}

function describeValue(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string')
    return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return typeof value;
}
