/**
 * The two SPL instructions an SPL send needs, and the associated token account address they
 * name, built on web3.js alone (the layouts of the token programs and of the Associated Token
 * Account program):
 *
 * - TransferChecked (token instruction 12): data `[12, amount: u64 LE, decimals: u8]`; accounts
 *   source (writable), mint, destination (writable), owner (signer).
 * - CreateIdempotent (associated token account instruction 1): data `[1]`; accounts payer
 *   (signer, writable), the account (writable), its owner, the mint, the System Program, the
 *   token program. It succeeds without a change when the account already exists.
 *
 * The same instructions serve SPL Token and Token-2022: the token program is a parameter.
 */
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from './splPrograms';
import { encodeU64 } from './u64';

const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

/** web3.js types instruction data as Buffer but only copies its bytes: a Uint8Array is enough. */
type InstructionData = ConstructorParameters<typeof TransactionInstruction>[0]['data'];
const instructionData = (bytes: Uint8Array) => bytes as InstructionData;

/**
 * The associated token account of `owner` for `mint` under `tokenProgram`: the program address
 * of the Associated Token Account program for the seeds [owner, token program, mint].
 */
export function associatedTokenAddress(
  mint: PublicKey,
  owner: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  );
  return address;
}

export interface TransferCheckedAccounts {
  readonly source: PublicKey;
  readonly mint: PublicKey;
  readonly destination: PublicKey;
  /** The source account's owner, who signs. */
  readonly owner: PublicKey;
  readonly tokenProgram: PublicKey;
}

/** TransferChecked of `amount` base units (a u64) of a mint with `decimals` (a u8). */
export function transferCheckedInstruction(
  accounts: TransferCheckedAccounts,
  amount: bigint,
  decimals: number,
): TransactionInstruction {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`not a u8: ${decimals}`);
  }
  const data = new Uint8Array(10);
  data[0] = TRANSFER_CHECKED;
  data.set(encodeU64(amount), 1);
  data[9] = decimals;
  return new TransactionInstruction({
    programId: accounts.tokenProgram,
    keys: [
      { pubkey: accounts.source, isSigner: false, isWritable: true },
      { pubkey: accounts.mint, isSigner: false, isWritable: false },
      { pubkey: accounts.destination, isSigner: false, isWritable: true },
      { pubkey: accounts.owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(data),
  });
}

export interface CreateAssociatedAccountRequest {
  /** Who pays the new account's rent, and signs. */
  readonly payer: PublicKey;
  /** The associated token account address (associatedTokenAddress of owner and mint). */
  readonly account: PublicKey;
  readonly owner: PublicKey;
  readonly mint: PublicKey;
  readonly tokenProgram: PublicKey;
}

/** CreateIdempotent of the Associated Token Account program. */
export function createAssociatedTokenAccountIdempotentInstruction(
  request: CreateAssociatedAccountRequest,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: request.payer, isSigner: true, isWritable: true },
      { pubkey: request.account, isSigner: false, isWritable: true },
      { pubkey: request.owner, isSigner: false, isWritable: false },
      { pubkey: request.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: request.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(CREATE_IDEMPOTENT)),
  });
}
