/**
 * Signs and submits one `balances.transferKeepAlive` and waits for the block that holds it:
 * resolves with the extrinsic hash once it is in a block and its call succeeded; rejects with
 * PolkadotDispatchError when the call failed there (the fee was paid), with
 * PolkadotTransactionRejectedError when the pool refused it or it left the pool unincluded
 * ('invalid', 'usurped', 'dropped'), PolkadotInclusionTimeoutError when no block held it within
 * the wait, and with the wallet's own error, unchanged, when the signer failed or refused. Where
 * it landed is recorded (sentTransactions.ts) so its status can be read later.
 */
// The types of the chain's calls and storage (the import is erased: no code at run time).
import type {} from '@polkadot/api/augment';
import type { ApiPromise, SubmittableResult } from '@polkadot/api';
import {
  dispatchErrorName,
  PolkadotDispatchError,
  PolkadotInclusionTimeoutError,
  PolkadotTransactionRejectedError,
  toChainError,
} from './chainErrors';
import type { TransferSigner } from './payloadSigner';
import type { LandedTransaction } from './sentTransactions';

/** How long a submitted transfer may wait for a block (a busy pool holds it a few blocks). */
export const POLKADOT_INCLUSION_TIMEOUT_MS = 120_000;

export interface SubmitTransferParams {
  readonly api: ApiPromise;
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
  readonly signer: TransferSigner;
  /** Called once the transfer is in a block (a failed call too). */
  readonly onLanded: (hash: string, landing: LandedTransaction) => void;
  readonly timeoutMs?: number;
}

export function submitTransfer(params: SubmitTransferParams): Promise<string> {
  const { api, from, to, amount, signer, onLanded } = params;
  const timeoutMs = params.timeoutMs ?? POLKADOT_INCLUSION_TIMEOUT_MS;
  const extrinsic = api.tx.balances.transferKeepAlive(to, amount);
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let landedSeen = false;
    let unsubscribe: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      outcome();
    };

    const onResult = (result: SubmittableResult) => {
      const { status, dispatchError, txHash } = result;
      const hash = txHash.toHex();
      if (status.isInBlock || status.isFinalized) {
        if (landedSeen) return;
        landedSeen = true;
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex();
        const failure = dispatchError && dispatchErrorName(api.registry, dispatchError);
        const finish = () =>
          settle(() =>
            failure ? reject(new PolkadotDispatchError(hash, failure)) : resolve(hash),
          );
        // The block's number (from its header) is recorded before the caller hears of it, so a
        // status read right after finds it; without it the status lookup searches the blocks.
        void api.rpc.chain.getHeader(blockHash).then((header) => {
          onLanded(hash, { blockHash, blockNumber: header.number.toNumber(), ok: !failure });
          finish();
        }, finish);
      } else if (status.isInvalid || status.isUsurped || status.isDropped) {
        settle(() => reject(new PolkadotTransactionRejectedError(status.type)));
      } else if (status.isReady || status.isBroadcast) {
        timer ??= setTimeout(
          () => settle(() => reject(new PolkadotInclusionTimeoutError(hash, timeoutMs))),
          timeoutMs,
        );
      }
    };

    extrinsic.signAndSend(from, { signer: signer.signer }, onResult).then(
      (stop) => {
        unsubscribe = stop;
        if (settled) stop();
      },
      (error: unknown) =>
        settle(() =>
          reject(signer.isSignerError(error) ? error : toChainError('send the transfer', error)),
        ),
    );
  });
}
