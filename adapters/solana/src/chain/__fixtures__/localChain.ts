/**
 * Test set-up for the chain module's tests: the local Solana node (LiteSVM behind JSON-RPC on
 * 127.0.0.1), a plain web3.js Connection to it for set-up steps, funded keypairs, SPL mints,
 * and signing of wire bytes as a wallet would.
 */
import {
  createMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
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
  const account = await getOrCreateAssociatedTokenAccount(
    chain.connection,
    authority,
    mint,
    options.holder.publicKey,
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
    options.amount,
    [],
    undefined,
    programId,
  );
  return { mint, authority };
}
