/**
 * The network fee of a message, from the node (getFeeForMessage, which counts priority fees
 * too). A node without that method gets Solana's base fee: 5000 lamports per signature.
 */
import type { Connection, VersionedMessage } from '@solana/web3.js';
import { SolanaRpcError, TransactionExpiredError } from './chainErrors';

/** Solana's base fee per required signature. */
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** JSON-RPC's "Method not found". */
const RPC_METHOD_NOT_FOUND = -32601;

function isMethodNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === RPC_METHOD_NOT_FOUND
  );
}

export function baseFee(message: VersionedMessage): bigint {
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures);
}

/** In lamports. TransactionExpiredError when the message's blockhash is too old to land. */
export async function networkFee(
  connection: Connection,
  message: VersionedMessage,
): Promise<bigint> {
  let fee: number | null;
  try {
    fee = (await connection.getFeeForMessage(message)).value;
  } catch (error) {
    if (isMethodNotFound(error)) return baseFee(message);
    throw new SolanaRpcError('estimate the fee', error);
  }
  if (fee === null) throw new TransactionExpiredError();
  return BigInt(fee);
}
