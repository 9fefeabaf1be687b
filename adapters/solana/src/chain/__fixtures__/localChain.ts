/**
 * Test set-up for the chain module's tests: the local Solana node (LiteSVM behind JSON-RPC on
 * 127.0.0.1), a plain web3.js Connection to it for set-up steps, funded keypairs, SPL mints,
 * and signing of wire bytes as a wallet would. Mints are made with @solana/spl-token (a
 * devDependency): the reference library sets up what the adapter's own SPL code then moves.
 */
import {
  createInitializeMint2Instruction,
  createInitializeMintCloseAuthorityInstruction,
  createInitializeTransferFeeConfigInstruction,
  createMint,
  ExtensionType,
  getMintLen,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
  type PublicKey,
} from '@solana/web3.js';
import { startLocalSolana, type LocalSolana } from '@portico/testing/solana';
import type { SolanaRpc } from '../solanaChain';

export interface LocalChain {
  readonly node: LocalSolana;
  readonly rpc: SolanaRpc;
  /** For set-up steps (spl-token helpers), not for the code under test. */
  readonly connection: Connection;
  /** A new keypair with `lamports` (1 SOL by default). */
  funded(lamports?: bigint): Keypair;
}

export async function startLocalChain(): Promise<LocalChain> {
  const node = await startLocalSolana();
  const rpc = { http: node.url, webSocket: node.wsUrl };
  return {
    node,
    rpc,
    connection: new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl }),
    funded(lamports = BigInt(LAMPORTS_PER_SOL)) {
      const keypair = Keypair.generate();
      node.fund(keypair.publicKey.toBase58(), lamports);
      return keypair;
    },
  };
}

/** The wire bytes signed by `signers`, as a wallet's solana:signTransaction returns them. */
export function signWire(bytes: Uint8Array, ...signers: Keypair[]): Uint8Array {
  const transaction = Transaction.from(bytes);
  transaction.partialSign(...signers);
  return new Uint8Array(transaction.serialize());
}

export interface LocalToken {
  readonly mint: PublicKey;
  readonly authority: Keypair;
}

/** A new mint whose `holder` gets `amount` base units in its associated token account. */
export async function createLocalToken(
  chain: LocalChain,
  options: { decimals: number; holder: Keypair; amount: bigint; programId?: PublicKey },
): Promise<LocalToken> {
  const programId = options.programId ?? TOKEN_PROGRAM_ID;
  const authority = chain.funded(BigInt(10 * LAMPORTS_PER_SOL));
  const mint = await createMint(
    chain.connection,
    authority,
    authority.publicKey,
    null,
    options.decimals,
    undefined,
    undefined,
    programId,
  );
  await mintToHolder(chain, { mint, authority }, options.holder, options.amount, programId);
  return { mint, authority };
}

/** `amount` base units of `token` into `holder`'s associated token account (made if missing). */
async function mintToHolder(
  chain: LocalChain,
  { mint, authority }: LocalToken,
  holder: Keypair,
  amount: bigint,
  programId: PublicKey,
): Promise<void> {
  const account = await getOrCreateAssociatedTokenAccount(
    chain.connection,
    authority,
    mint,
    holder.publicKey,
    false,
    undefined,
    undefined,
    programId,
  );
  await mintTo(
    chain.connection,
    authority,
    mint,
    account.address,
    authority,
    amount,
    [],
    undefined,
    programId,
  );
}

/** Token-2022 mint extensions the tests can set up (no fee: a transfer fee of 0 basis points). */
export type LocalMintExtension = 'MintCloseAuthority' | 'TransferFeeConfig';

/** A Token-2022 mint with `extensions`, whose `holder` gets `amount` base units. */
export async function createLocalToken2022WithExtensions(
  chain: LocalChain,
  options: { decimals: number; holder: Keypair; amount: bigint; extensions: LocalMintExtension[] },
): Promise<LocalToken> {
  const programId = TOKEN_2022_PROGRAM_ID;
  const authority = chain.funded(BigInt(10 * LAMPORTS_PER_SOL));
  const mint = Keypair.generate();
  const space = getMintLen(options.extensions.map((name) => ExtensionType[name]));
  const lamports = await chain.connection.getMinimumBalanceForRentExemption(space);
  const owner = authority.publicKey;
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: owner,
      newAccountPubkey: mint.publicKey,
      space,
      lamports,
      programId,
    }),
    ...options.extensions.map((name) =>
      name === 'MintCloseAuthority'
        ? createInitializeMintCloseAuthorityInstruction(mint.publicKey, owner, programId)
        : createInitializeTransferFeeConfigInstruction(
            mint.publicKey,
            owner,
            owner,
            0,
            0n,
            programId,
          ),
    ),
    createInitializeMint2Instruction(mint.publicKey, options.decimals, owner, null, programId),
  );
  await sendAndConfirmTransaction(chain.connection, transaction, [authority, mint]);
  const token = { mint: mint.publicKey, authority };
  await mintToHolder(chain, token, options.holder, options.amount, programId);
  return token;
}
