/**
 * The Polkadot adapter's own error classes and codes, at page load because the package exports
 * them (a refusal or a failed wallet request or send is otherwise one of core's shared classes:
 * UserRejectedError, WalletRequestError, SendFailedError). The transfer refusals (the
 * existential-deposit rule, a bad address or amount) are the chain side's, in
 * chain/transferErrors.ts (no @polkadot code), exported from here too. The mapping of wallet and
 * chain errors onto these classes is errorMapping.ts, in the wallet chunk.
 */
import { MESSAGES, PorticoError } from '@portico/core';

export {
  InvalidPolkadotAddressError,
  InvalidPolkadotAmountError,
  KeepExistentialDepositError,
  POLKADOT_TRANSFER_TEXTS,
  PolkadotTransferError,
  ReceiverNeedsExistentialDepositError,
  type PolkadotUnit,
} from './chain/transferErrors';

/**
 * Portico's own text (the spec has none) for a send with call data; kept here, not in core's
 * MESSAGES, so that an app without the Polkadot adapter does not carry it.
 */
export const POLKADOT_SEND_HAS_NO_DATA =
  'A Polkadot send carries no call data: send an amount to an address';

/** A send with call data: the adapter sends balances.transferKeepAlive only. */
export class PolkadotSendDataError extends PorticoError {
  override readonly name = 'PolkadotSendDataError';
  constructor() {
    super(POLKADOT_SEND_HAS_NO_DATA, 'POLKADOT_SEND_DATA');
  }
}

/** A connector whose provider is neither an injected extension nor a shared session. */
export class NotAPolkadotWalletError extends PorticoError {
  override readonly name = 'NotAPolkadotWalletError';
  constructor(readonly connectorId: string) {
    super(MESSAGES.anErrorOccurred, 'NOT_A_POLKADOT_WALLET');
  }
}
