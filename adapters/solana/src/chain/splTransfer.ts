/**
 * The instructions of an SPL token transfer: transferChecked from the sender's associated token
 * account to the receiver's, preceded by an idempotent create of the receiver's when it does not
 * exist yet (the sender then pays its rent). Works for SPL Token and Token-2022 mints: the
 * mint's owner program says which. The instructions and layouts are Portico's own (spl/), on
 * web3.js alone.
 */
import { PublicKey, type Connection, type TransactionInstruction } from '@solana/web3.js';
import { NotATokenMintError, TokenReceiverOffCurveError } from './chainErrors';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from './spl/splInstructions';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './spl/splPrograms';
import { associatedTokenAccountSize, decodeMint, type MintData } from './spl/tokenAccountData';

export interface SplTransferRequest {
  readonly from: PublicKey;
  readonly to: PublicKey;
  readonly mint: PublicKey;
  /** In the token's base units. */
  readonly amount: bigint;
  readonly decimals: number;
}

export interface TransferInstructions {
  readonly instructions: readonly TransactionInstruction[];
  /** Lamports the sender pays beyond the network fee (an account's rent), 0n when none. */
  readonly rent: bigint;
}

async function readMint(connection: Connection, address: PublicKey): Promise<MintData> {
  const account = await connection.getAccountInfo(address);
  const programId = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find(
    (program) => account?.owner.equals(program) === true,
  );
  // Not a token program's account, or one that is not a mint (a token account, a multisig).
  const mint = account && programId && decodeMint(account.data, programId);
  if (!mint) throw new NotATokenMintError(address.toBase58());
  return mint;
}

export async function splTransferInstructions(
  connection: Connection,
  request: SplTransferRequest,
): Promise<TransferInstructions> {
  const { from, to, mint, amount, decimals } = request;
  // An off-curve owner is a program address or a token account pasted as a receiver.
  if (!PublicKey.isOnCurve(to.toBytes())) throw new TokenReceiverOffCurveError(to.toBase58());
  const mintData = await readMint(connection, mint);
  const tokenProgram = mintData.programId;
  const source = associatedTokenAddress(mint, from, tokenProgram);
  const destination = associatedTokenAddress(mint, to, tokenProgram);
  const instructions: TransactionInstruction[] = [];
  let rent = 0n;
  if (!(await connection.getAccountInfo(destination))) {
    const size = associatedTokenAccountSize(mint, mintData);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction({
        payer: from,
        account: destination,
        owner: to,
        mint,
        tokenProgram,
      }),
    );
    rent = BigInt(await connection.getMinimumBalanceForRentExemption(size));
  }
  instructions.push(
    transferCheckedInstruction(
      { source, mint, destination, owner: from, tokenProgram },
      amount,
      decimals,
    ),
  );
  return { instructions, rent };
}
