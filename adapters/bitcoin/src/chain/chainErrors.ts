/**
 * Typed errors of the Bitcoin adapter's chain side that the small Esplora chunk throws: the
 * API's failures and malformed answers, addresses, txids and fee rates. Transfer errors (the
 * bitcoinjs-lib chunk's) are in transferErrors.ts, so a balance read does not load them. One
 * class per failure, each with a stable `code`; their texts are for developers and logs. The
 * adapter's errorMapping.ts maps them onto core's classes by code (codes, not classes, cross the
 * chunk boundary): every code here is a failed send or read, none is the visitor's input.
 */
import { PorticoError } from '@portico/core';

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

/** A value in an error's text: strings quoted and cut short, other kinds named. */
export function describeValue(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string')
    return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return typeof value;
}
