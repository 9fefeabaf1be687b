/**
 * Where a sent transaction stands on an EVM chain, read from the network's RPC (never from the
 * wallet), in the lazy chunk of walletExtras.ts, never at page load.
 *
 * - a receipt: 'confirmed' when its status is success (0x1), 'failed' when it reverted (0x0);
 * - no receipt, and the node knows the transaction (eth_getTransactionByHash is not null): it
 *   waits in a pool, 'pending';
 * - no receipt, and the node does not know it: 'dropped' (replaced, evicted, or never
 *   broadcast) once EVM_UNKNOWN_GRACE_MS have passed since `sentAt`; before that 'pending',
 *   because a hash the wallet just returned may not have reached the node this adapter reads
 *   (another provider, a load balancer) yet.
 *
 * The answers are untrusted and checked by shape (rpc/transactionAnswers.ts). A hash that is not
 * `0x` and 64 hex digits throws InvalidTransactionHashError before anything is asked.
 */
import { isTransactionHash, type ChainTransactionStatus } from '@portico/core';
import { InvalidTransactionHashError } from './errors';
import type { EvmReader, Hex } from './library';

/** How long after `sentAt` a transaction the node does not know still counts as pending. */
export const EVM_UNKNOWN_GRACE_MS = 60_000;

export async function transactionStatus(
  reader: EvmReader,
  hash: string,
  sentAt: number,
  now: number,
): Promise<ChainTransactionStatus> {
  if (!isTransactionHash(hash)) throw new InvalidTransactionHashError(hash);
  const receipt = await reader.getReceiptStatus(hash as Hex);
  if (receipt === 'success') return 'confirmed';
  if (receipt === 'reverted') return 'failed';
  if (await reader.isTransactionKnown(hash as Hex)) return 'pending';
  // A sentAt that is not a time (NaN) never counts as recent.
  return now - sentAt < EVM_UNKNOWN_GRACE_MS ? 'pending' : 'dropped';
}
