/**
 * Where a sent Solana transaction stands, from getSignatureStatuses with
 * searchTransactionHistory (so a transaction confirmed long ago is still found):
 *
 * - landed with an error: 'failed';
 * - 'confirmed' or 'finalized' (or, from older nodes, `confirmations: null`, rooted): 'confirmed';
 * - 'processed' (or a number of confirmations below the confirmed level): 'pending';
 * - not known to the node: 'pending' while it could still land, 'dropped' once it cannot.
 *   A transaction lands only while its blockhash is among the last 150 blocks (60 to 90 s at
 *   400 to 600 ms a slot). Only `sentAt` is known here, so the bound is
 *   SOLANA_UNKNOWN_BOUND_MS after it, against the caller's clock: 150 blocks even at 800 ms
 *   a slot, and the blockhash was fetched before the send, so it expires earlier still.
 */
import type { ChainTransactionStatus } from '@portico/core';
import type { Connection, SignatureStatus } from '@solana/web3.js';
import { SolanaRpcError } from './chainErrors';
import { requireSignature } from './confirmSignature';

/** How long after `sentAt` a signature the node does not know may still land. */
export const SOLANA_UNKNOWN_BOUND_MS = 120_000;

/** What one status says; `undefined` for a signature the node does not know. */
export function statusOf(
  status: SignatureStatus | null | undefined,
): Exclude<ChainTransactionStatus, 'dropped'> | undefined {
  if (!status) return undefined;
  if (status.err) return 'failed';
  const { confirmationStatus, confirmations } = status;
  if (confirmationStatus === 'confirmed' || confirmationStatus === 'finalized') return 'confirmed';
  if (confirmationStatus === undefined && confirmations === null) return 'confirmed';
  return 'pending';
}

export async function transactionStatus(
  connection: Connection,
  signature: string,
  sentAt: number,
  now: number,
): Promise<ChainTransactionStatus> {
  requireSignature(signature);
  let status: SignatureStatus | null | undefined;
  try {
    [status] = (
      await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })
    ).value;
  } catch (error) {
    throw new SolanaRpcError('read the transaction status', error);
  }
  const known = statusOf(status);
  if (known) return known;
  // A sentAt that is not a time (NaN) never counts as recent.
  return now - sentAt < SOLANA_UNKNOWN_BOUND_MS ? 'pending' : 'dropped';
}
