/**
 * Builds an unsigned transfer (SOL, or an SPL token when a mint is given) as legacy wire bytes
 * with a recent blockhash and the sender as fee payer, and what it costs the sender beyond the
 * amount. Every input is checked before anything is asked of the node.
 */
import { SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import {
  InvalidTokenDecimalsError,
  InvalidTransferAmountError,
  MAX_TOKEN_DECIMALS,
  rpcStep,
  U64_MAX,
} from './chainErrors';
import type { BuiltTransaction, SolanaTransfer } from './solanaChain';
import { parseSolanaAddress } from './solanaAddress';
import { splTransferInstructions, type TransferInstructions } from './splTransfer';
import { networkFee } from './transactionFee';
import { serializeUnsigned } from './wireTransaction';

function requireAmount(amount: unknown): bigint {
  if (typeof amount !== 'bigint' || amount <= 0n || amount > U64_MAX) {
    throw new InvalidTransferAmountError(amount);
  }
  return amount;
}

function requireDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new InvalidTokenDecimalsError(decimals);
  }
  return decimals;
}

export async function buildTransfer(
  connection: Connection,
  transfer: SolanaTransfer,
): Promise<BuiltTransaction> {
  const from = parseSolanaAddress(transfer.from, 'from');
  const to = parseSolanaAddress(transfer.to, 'to');
  const amount = requireAmount(transfer.amount);
  const token = transfer.mint && {
    mint: parseSolanaAddress(transfer.mint.address, 'mint'),
    decimals: requireDecimals(transfer.mint.decimals),
  };
  return rpcStep('build the transfer', async () => {
    const plan: Promise<TransferInstructions> = token
      ? splTransferInstructions(connection, { from, to, amount, ...token })
      : Promise.resolve({
          instructions: [
            SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }),
          ],
          rent: 0n,
        });
    const [{ instructions, rent }, latest] = await Promise.all([
      plan,
      connection.getLatestBlockhash(),
    ]);
    const transaction = new Transaction({ feePayer: from, ...latest }).add(...instructions);
    const fee = await networkFee(connection, transaction.compileMessage());
    return { transaction: serializeUnsigned(transaction), fee: fee + rent };
  });
}
