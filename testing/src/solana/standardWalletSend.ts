/**
 * Sending a signed transaction for the Solana test wallet's signAndSendTransaction: web3.js
 * `Connection` to the chain's endpoint, then (when a commitment is asked) waiting for it.
 */
import { Connection, type VersionedTransaction } from '@solana/web3.js';
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import { SolanaWalletError } from './standardWalletErrors';
import type { SolanaRpcEndpoint } from './standardWalletTypes';

/** How often the signature's status is asked while confirming. */
const CONFIRM_POLL_INTERVAL_MS = 100;
/** Give up confirming after this long (a transaction's blockhash lives about a minute). */
const CONFIRM_TIMEOUT_MS = 60_000;

const COMMITMENT_RANK = { processed: 0, confirmed: 1, finalized: 2 } as const;

export function createConnection(endpoint: SolanaRpcEndpoint): Connection {
  return new Connection(endpoint.url, { wsEndpoint: endpoint.wsUrl, commitment: 'confirmed' });
}

/**
 * Sends `transaction` (already signed) and returns its signature; with `options.commitment`
 * it resolves only once the node reports that commitment, and throws if the transaction
 * failed. Polls getSignatureStatuses over HTTP rather than subscribing, so that no socket
 * stays open afterwards.
 */
export async function sendSignedTransaction(
  connection: Connection,
  transaction: VersionedTransaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<string> {
  const signature = await connection.sendRawTransaction(transaction.serialize(), {
    skipPreflight: options.skipPreflight,
    preflightCommitment: options.preflightCommitment,
    maxRetries: options.maxRetries,
    minContextSlot: options.minContextSlot,
  });
  if (options.commitment) await waitForCommitment(connection, signature, options.commitment);
  return signature;
}

async function waitForCommitment(
  connection: Connection,
  signature: string,
  commitment: keyof typeof COMMITMENT_RANK,
): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.err) {
      throw SolanaWalletError.transactionNotConfirmed(
        signature,
        `failed: ${JSON.stringify(status.err)}`,
        status.err,
      );
    }
    const reached = status?.confirmationStatus;
    if (reached && COMMITMENT_RANK[reached] >= COMMITMENT_RANK[commitment]) return;
    if (Date.now() > deadline) {
      throw SolanaWalletError.transactionNotConfirmed(
        signature,
        `did not reach ${commitment} in ${CONFIRM_TIMEOUT_MS} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_INTERVAL_MS));
  }
}
