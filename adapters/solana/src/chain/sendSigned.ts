/**
 * Sends a signed transaction with preflight (the node simulates it first, so a transaction
 * that would fail costs nothing) and waits until it is confirmed.
 */
import { SendTransactionError, type Connection } from '@solana/web3.js';
import { SolanaRpcError, TransactionExpiredError, TransactionFailedError } from './chainErrors';
import { CHAIN_COMMITMENT } from './connections';
import { confirmSignature, type ConfirmOptions } from './confirmSignature';
import { decodeMessage } from './wireTransaction';

/** Agave says "Blockhash not found"; the error's name is BlockhashNotFound. */
const BLOCKHASH_NOT_FOUND = /blockhash ?not ?found/i;

function asSendFailure(error: unknown): Error {
  if (!(error instanceof SendTransactionError)) {
    return new SolanaRpcError('send the transaction', error);
  }
  const { message, logs } = error.transactionError;
  if (BLOCKHASH_NOT_FOUND.test(message)) return new TransactionExpiredError();
  return new TransactionFailedError(message, { ...(logs ? { logs } : {}), cause: error });
}

/** The transaction's base58 signature once it is confirmed. */
export async function sendSigned(
  connection: Connection,
  transaction: Uint8Array,
  options: ConfirmOptions,
): Promise<string> {
  decodeMessage(transaction); // MalformedTransactionError before the node sees it
  let signature: string;
  try {
    signature = await connection.sendRawTransaction(transaction, {
      skipPreflight: false,
      preflightCommitment: CHAIN_COMMITMENT,
    });
  } catch (error) {
    throw asSendFailure(error);
  }
  await confirmSignature(connection, signature, options);
  return signature;
}
