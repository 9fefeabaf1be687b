/**
 * The instructions of an SPL token transfer: transferChecked from the sender's associated token
 * account to the receiver's, preceded by an idempotent create of the receiver's when it does not
 * exist yet (the sender then pays its rent). Works for SPL Token and Token-2022 mints: the
 * mint's owner program says which.
 */
import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
  type Mint,
} from '@solana/spl-token';
import { PublicKey, type Connection, type TransactionInstruction } from '@solana/web3.js';
import { NotATokenMintError, TokenReceiverOffCurveError } from './chainErrors';

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

interface TokenMint {
  readonly programId: PublicKey;
  readonly mint: Mint;
}

async function readMint(connection: Connection, address: PublicKey): Promise<TokenMint> {
  const account = await connection.getAccountInfo(address);
  const programId = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find(
    (program) => account?.owner.equals(program) === true,
  );
  if (!account || !programId) throw new NotATokenMintError(address.toBase58());
  try {
    return { programId, mint: unpackMint(address, account, programId) };
  } catch {
    // A token program's account that is not a mint (a token account, a multisig).
    throw new NotATokenMintError(address.toBase58());
  }
}

/**
 * The size of an associated token account of `mint`: 165 bytes for SPL Token; for Token-2022
 * the account extensions its mint requires, plus ImmutableOwner, which the ATA program adds.
 */
export function associatedTokenAccountSize({ programId, mint }: TokenMint): number {
  if (programId.equals(TOKEN_PROGRAM_ID)) return ACCOUNT_SIZE;
  const accountExtensions = getExtensionTypes(mint.tlvData).map(getAccountTypeOfMintType);
  return getAccountLen([...new Set([...accountExtensions, ExtensionType.ImmutableOwner])]);
}

export async function splTransferInstructions(
  connection: Connection,
  request: SplTransferRequest,
): Promise<TransferInstructions> {
  const { from, to, amount, decimals } = request;
  // An off-curve owner is a program address or a token account pasted as a receiver.
  if (!PublicKey.isOnCurve(to.toBytes())) throw new TokenReceiverOffCurveError(to.toBase58());
  const tokenMint = await readMint(connection, request.mint);
  const { programId } = tokenMint;
  const source = getAssociatedTokenAddressSync(request.mint, from, true, programId);
  const destination = getAssociatedTokenAddressSync(request.mint, to, false, programId);
  const instructions: TransactionInstruction[] = [];
  let rent = 0n;
  if (!(await connection.getAccountInfo(destination))) {
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(
        from,
        destination,
        to,
        request.mint,
        programId,
      ),
    );
    const size = associatedTokenAccountSize(tokenMint);
    rent = BigInt(await connection.getMinimumBalanceForRentExemption(size));
  }
  instructions.push(
    createTransferCheckedInstruction(
      source,
      request.mint,
      destination,
      from,
      amount,
      decimals,
      [],
      programId,
    ),
  );
  return { instructions, rent };
}
