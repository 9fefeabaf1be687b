/**
 * Seeds the demo's local Solana node: 10 SOL for the demo wallet, and the Portico Demo Solana
 * Token (PDS) minted at its fixed address with 1,000 PDS in the wallet's token account.
 */
import { createMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import type { LocalSolana } from '@portico/testing/solana';
import {
  DEMO_SOLANA_TOKEN,
  DEMO_SOLANA_TOKEN_MINT_SEED,
  DEMO_SOLANA_TOKEN_SUPPLY,
  DEMO_SOLANA_WALLET_ADDRESS,
  DEMO_SOLANA_WALLET_LAMPORTS,
  DEMO_SOLANA_WALLET_SEED,
} from '../demoSolana';
import { DemoStackError } from './demoStackError';

/** Lamports for the mint authority to pay for the mint and the token account. */
const AUTHORITY_LAMPORTS = 1_000_000_000n;

export async function seedDemoSolana(node: LocalSolana): Promise<void> {
  const wallet = Keypair.fromSeed(Uint8Array.from(DEMO_SOLANA_WALLET_SEED));
  const mintKey = Keypair.fromSeed(Uint8Array.from(DEMO_SOLANA_TOKEN_MINT_SEED));
  // The page holds these addresses as constants: they must be what the seeds give.
  if (
    wallet.publicKey.toBase58() !== DEMO_SOLANA_WALLET_ADDRESS ||
    mintKey.publicKey.toBase58() !== DEMO_SOLANA_TOKEN.address
  ) {
    throw new DemoStackError('the demo Solana keys do not match demoSolana.ts');
  }
  node.fund(DEMO_SOLANA_WALLET_ADDRESS, DEMO_SOLANA_WALLET_LAMPORTS);
  const authority = Keypair.generate();
  node.fund(authority.publicKey.toBase58(), AUTHORITY_LAMPORTS);
  const connection = new Connection(node.url, { wsEndpoint: node.wsUrl, commitment: 'confirmed' });
  const mint = await createMint(
    connection,
    authority,
    authority.publicKey,
    null,
    DEMO_SOLANA_TOKEN.decimals,
    mintKey,
  );
  const account = await getOrCreateAssociatedTokenAccount(
    connection,
    authority,
    mint,
    new PublicKey(DEMO_SOLANA_WALLET_ADDRESS),
  );
  await mintTo(connection, authority, mint, account.address, authority, DEMO_SOLANA_TOKEN_SUPPLY);
}
