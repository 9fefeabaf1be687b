/**
 * The @polkadot/api side of the Polkadot adapter (a lazy chunk: see polkadotChain.ts for the
 * contract). One ApiPromise per network per module instance (apiConnections.ts); balances from
 * `system.account`; fees from `paymentInfo` of `balances.transferKeepAlive`; the
 * existential-deposit rule before a wallet signs (existentialDepositRule.ts, its texts in
 * transferErrors.ts); the transfer signed through the adapter's payload signer and followed to
 * its block (submitTransfer.ts); statuses from what this instance sent and the recent blocks
 * (transactionStatus.ts). Errors of the library and the node are mapped in chainErrors.ts; a
 * transfer that fails in the chain reaches the caller as core's SendFailedError (the cause says
 * why), a refusal of the existential-deposit rule as its own text, the wallet's error unchanged.
 */
import { SendFailedError, type Network } from '@portico/core';
// The types of the chain's calls and storage (the import is erased: no code at run time).
import type {} from '@polkadot/api/augment';
import type { ApiPromise } from '@polkadot/api';
import { createApiConnections } from './apiConnections';
import { chainUnitOf, existentialDepositOf, readBalance } from './balances';
import { requireAddress } from './chainAddress';
import {
  PolkadotDispatchError,
  RECEIVER_EXISTENTIAL_DEPOSIT_ERRORS,
  SENDER_KEEP_ALIVE_ERRORS,
  toChainError,
} from './chainErrors';
import { checkExistentialDeposit, maxTransferable } from './existentialDepositRule';
import { transferSignerOf } from './payloadSigner';
import type { PolkadotChainModule, PolkadotChainOptions, PolkadotTransfer } from './polkadotChain';
import { createSentTransactions, sentKey } from './sentTransactions';
import { submitTransfer } from './submitTransfer';
import { transactionStatus } from './transactionStatus';
import type { PolkadotTransferError } from './transferErrors';
import {
  InvalidPolkadotAmountError,
  KeepExistentialDepositError,
  ReceiverNeedsExistentialDepositError,
} from './transferErrors';

/** How long one connection to a node may take (PolkadotChainOptions.timeoutMs). */
export const POLKADOT_CONNECT_TIMEOUT_MS = 15_000;
/** Balances are u128 on chain. */
const U128_MAX = 2n ** 128n - 1n;
/** SS58 prefix of a chain whose properties name none (substrate's generic prefix). */
const GENERIC_SS58_PREFIX = 42;

export function createPolkadotChainModule(options: PolkadotChainOptions = {}): PolkadotChainModule {
  const connections = createApiConnections(options.timeoutMs ?? POLKADOT_CONNECT_TIMEOUT_MS);
  const sent = createSentTransactions();

  /** Runs `read` on the network's API; the library's errors mapped (chainErrors.ts). */
  async function onChain<T>(
    network: Network,
    action: string,
    read: (api: ApiPromise) => Promise<T>,
  ): Promise<T> {
    try {
      return await read(await connections.get(network));
    } catch (error) {
      throw toChainError(action, error);
    }
  }

  function requireTransfer(transfer: PolkadotTransfer): void {
    const { network, from, to, amount } = transfer;
    requireAddress('from', from, network.name);
    requireAddress('to', to, network.name);
    if (typeof amount !== 'bigint' || amount <= 0n || amount > U128_MAX) {
      throw new InvalidPolkadotAmountError(amount);
    }
  }

  const fee = (api: ApiPromise, { from, to, amount }: PolkadotTransfer) =>
    api.tx.balances
      .transferKeepAlive(to, amount)
      .paymentInfo(from)
      .then((info) => info.partialFee.toBigInt());

  /** The rule's refusal when a dispatch error says the same, read again from the chain now. */
  async function refusalOf(
    api: ApiPromise,
    transfer: PolkadotTransfer,
    error: PolkadotDispatchError,
  ): Promise<PolkadotTransferError | undefined> {
    const unit = chainUnitOf(api);
    const existentialDeposit = existentialDepositOf(api);
    if (RECEIVER_EXISTENTIAL_DEPOSIT_ERRORS.includes(error.error)) {
      return new ReceiverNeedsExistentialDepositError(existentialDeposit, unit);
    }
    if (!SENDER_KEEP_ALIVE_ERRORS.includes(error.error)) return undefined;
    const [balance, transferFee] = await Promise.all([
      readBalance(api, transfer.from),
      fee(api, transfer),
    ]);
    return new KeepExistentialDepositError(
      existentialDeposit,
      maxTransferable(balance.transferable, transferFee, existentialDeposit),
      unit,
    );
  }

  return {
    async getBalance(network, address) {
      requireAddress('address', address, network.name);
      return onChain(network, 'read the balance', (api) => readBalance(api, address));
    },

    async estimateFee(transfer) {
      requireTransfer(transfer);
      return onChain(transfer.network, 'estimate the fee', (api) => fee(api, transfer));
    },

    async checkTransfer(transfer) {
      requireTransfer(transfer);
      await onChain(transfer.network, 'check the transfer', async (api) => {
        const [sender, receiver, transferFee] = await Promise.all([
          readBalance(api, transfer.from),
          readBalance(api, transfer.to),
          fee(api, transfer),
        ]);
        checkExistentialDeposit({
          amount: transfer.amount,
          fee: transferFee,
          senderTransferable: sender.transferable,
          receiverTotal: receiver.free + receiver.reserved,
          existentialDeposit: sender.existentialDeposit,
          unit: sender,
        });
      });
    },

    async transfer(transfer, signer) {
      requireTransfer(transfer);
      const { network, from, to, amount } = transfer;
      let api: ApiPromise;
      try {
        api = await connections.get(network);
      } catch (error) {
        throw new SendFailedError(toChainError('connect', error));
      }
      const walletSigner = transferSignerOf(signer);
      try {
        return await submitTransfer({
          api,
          from,
          to,
          amount,
          signer: walletSigner,
          onLanded: (hash, landing) => sent.landed(sentKey(network.caipNetworkId, hash), landing),
        });
      } catch (error) {
        if (walletSigner.isSignerError(error)) throw error;
        if (error instanceof PolkadotDispatchError) {
          const refusal = await refusalOf(api, transfer, error).catch(() => undefined);
          throw refusal ?? new SendFailedError(error);
        }
        throw new SendFailedError(toChainError('send the transfer', error));
      }
    },

    transactionStatus(network, hash, sentAt, now) {
      return onChain(network, 'read the transaction status', (api) =>
        transactionStatus(api, sent, sentKey(network.caipNetworkId, hash), hash, sentAt, now),
      );
    },

    ss58Prefix(network) {
      return onChain(network, 'read the SS58 prefix', async (api) => {
        const prefix = api.registry.chainSS58;
        return typeof prefix === 'number' ? prefix : GENERIC_SS58_PREFIX;
      });
    },

    destroy() {
      connections.destroy();
    },
  };
}
