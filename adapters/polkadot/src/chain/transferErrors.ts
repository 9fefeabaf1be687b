/**
 * The Polkadot adapter's transfer refusals and their texts, in one place: the existential-deposit
 * rule (checked before a wallet is asked to sign, and read again from a dispatch error), a
 * receiver that is not an SS58 address, an amount that is not a positive whole number of plancks.
 * Portico's own texts (the spec has none for Polkadot); kept here, not in core's MESSAGES, so an
 * app without the Polkadot adapter does not carry them. Each class has a stable `code`; they are
 * the visitor's input to change, not a failed send, so the wallet chunk passes them through as
 * they are. errors.ts exports them with the package's other classes; nothing here imports
 * @polkadot code, so they cost the page load next to nothing.
 */
import { formatUnits, MESSAGES, PorticoError } from '@portico/core';

/** How the texts show an amount: exact plancks as decimal text and the chain's symbol. */
export interface PolkadotUnit {
  readonly decimals: number;
  readonly symbol: string;
}

/** The texts, once. Amounts are plancks shown exactly in the chain's unit (no rounding). */
export const POLKADOT_TRANSFER_TEXTS = Object.freeze({
  keepExistentialDeposit: (existentialDeposit: string, max: string, symbol: string) =>
    `Polkadot accounts must keep at least ${existentialDeposit} ${symbol}. Send at most ${max} ${symbol}.`,
  receiverNeedsExistentialDeposit: (existentialDeposit: string, symbol: string) =>
    `The receiver has no ${symbol} yet: send at least ${existentialDeposit} ${symbol} (the existential deposit).`,
  invalidAddress: (networkName: string) => `Enter a valid ${networkName} address.`,
});

/** The base of the transfer refusals: the text says what to change. */
export class PolkadotTransferError extends PorticoError {
  override readonly name: string = 'PolkadotTransferError';
}

/**
 * The sender would keep less than the existential deposit (transferKeepAlive refuses to reap
 * it): amount + fee > transferable − ED. `max` is what it can send (0 when nothing).
 */
export class KeepExistentialDepositError extends PolkadotTransferError {
  override readonly name = 'KeepExistentialDepositError';
  constructor(
    readonly existentialDeposit: bigint,
    readonly max: bigint,
    readonly unit: PolkadotUnit,
  ) {
    super(
      POLKADOT_TRANSFER_TEXTS.keepExistentialDeposit(
        formatUnits(existentialDeposit, unit.decimals),
        formatUnits(max, unit.decimals),
        unit.symbol,
      ),
      'POLKADOT_KEEP_EXISTENTIAL_DEPOSIT',
    );
  }
}

/** The receiver holds nothing (no account on chain) and the amount is under the deposit. */
export class ReceiverNeedsExistentialDepositError extends PolkadotTransferError {
  override readonly name = 'ReceiverNeedsExistentialDepositError';
  constructor(
    readonly existentialDeposit: bigint,
    readonly unit: PolkadotUnit,
  ) {
    super(
      POLKADOT_TRANSFER_TEXTS.receiverNeedsExistentialDeposit(
        formatUnits(existentialDeposit, unit.decimals),
        unit.symbol,
      ),
      'POLKADOT_RECEIVER_NEEDS_EXISTENTIAL_DEPOSIT',
    );
  }
}

/** An address that is not SS58 text (a typo, a bad checksum, a key of the wrong length). */
export class InvalidPolkadotAddressError extends PolkadotTransferError {
  override readonly name = 'InvalidPolkadotAddressError';
  constructor(
    /** What the address was for: 'to', 'from', 'address'. */
    readonly field: string,
    readonly value: unknown,
    networkName: string,
  ) {
    super(POLKADOT_TRANSFER_TEXTS.invalidAddress(networkName), 'POLKADOT_INVALID_ADDRESS');
  }
}

/** An amount that is not a whole number of plancks from 1 to the u128 maximum. */
export class InvalidPolkadotAmountError extends PolkadotTransferError {
  override readonly name = 'InvalidPolkadotAmountError';
  constructor(readonly amount: unknown) {
    const text = ['bigint', 'number', 'string'].includes(typeof amount)
      ? String(amount)
      : typeof amount;
    super(MESSAGES.invalidAmount(text), 'POLKADOT_INVALID_AMOUNT');
  }
}
