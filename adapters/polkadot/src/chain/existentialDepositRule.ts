/**
 * The existential-deposit rule of a native transfer, checked before a wallet is asked to sign:
 * - `transferKeepAlive` never reaps the sender, so it keeps at least the deposit: a transfer
 *   whose amount and fee exceed `transferable − ED` is refused, with the most it can send;
 * - an account that holds nothing does not exist on chain, and a transfer that would leave it
 *   under the deposit fails: an empty receiver must get at least the deposit.
 * Pure: the chain module reads the balances and the fee, this decides.
 */
import {
  KeepExistentialDepositError,
  ReceiverNeedsExistentialDepositError,
  type PolkadotUnit,
} from './transferErrors';

export interface ExistentialDepositFacts {
  /** Plancks to send, > 0. */
  readonly amount: bigint;
  /** The transfer's fee (paymentInfo's partialFee). */
  readonly fee: bigint;
  /** What can leave the sender's account (free beyond what is frozen). */
  readonly senderTransferable: bigint;
  /** The receiver's free + reserved: 0 when it has no account on chain. */
  readonly receiverTotal: bigint;
  readonly existentialDeposit: bigint;
  readonly unit: PolkadotUnit;
}

/** The most the sender can send with `fee` and still keep the deposit (never below 0). */
export function maxTransferable(
  senderTransferable: bigint,
  fee: bigint,
  existentialDeposit: bigint,
): bigint {
  const max = senderTransferable - existentialDeposit - fee;
  return max > 0n ? max : 0n;
}

/** Throws the refusal whose text says what to change; returns when the transfer may be signed. */
export function checkExistentialDeposit(facts: ExistentialDepositFacts): void {
  const { amount, fee, senderTransferable, receiverTotal, existentialDeposit, unit } = facts;
  if (receiverTotal === 0n && amount < existentialDeposit) {
    throw new ReceiverNeedsExistentialDepositError(existentialDeposit, unit);
  }
  if (amount + fee > senderTransferable - existentialDeposit) {
    throw new KeepExistentialDepositError(
      existentialDeposit,
      maxTransferable(senderTransferable, fee, existentialDeposit),
      unit,
    );
  }
}
