/** An SPL mint on a local node, with tokens minted to a wallet, made with @solana/spl-token. */
import { createMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import type { LocalSolana } from '@portico/testing/solana';
import type { SolanaTokenInfo } from '../chain/solanaChain';

export const TOKEN_DECIMALS = 6;

export function connectionTo(node: LocalSolana): Connection {
  return new Connection(node.url, { wsEndpoint: node.wsUrl, commitment: 'confirmed' });
}

/** Creates a mint and gives `owner` `amount` base units of it. */
export async function mintTokens(
  node: LocalSolana,
  owner: string,
  amount: bigint,
): Promise<SolanaTokenInfo> {
  const connection = connectionTo(node);
  const authority = Keypair.generate();
  node.fund(authority.publicKey.toBase58(), 1_000_000_000n);
  const mint = await createMint(connection, authority, authority.publicKey, null, TOKEN_DECIMALS);
  const account = await getOrCreateAssociatedTokenAccount(
    connection,
    authority,
    mint,
    new PublicKey(owner),
  );
  await mintTo(connection, authority, mint, account.address, authority, amount);
  return {
    address: mint.toBase58(),
    symbol: 'PTT',
    name: 'Portico Test Token',
    decimals: TOKEN_DECIMALS,
  };
}

/** The owner's balance of `mint` in base units, read from the chain (0 without an account). */
export async function tokenBalanceOnChain(node: LocalSolana, owner: string, mint: string) {
  const { value } = await connectionTo(node).getTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(mint),
  });
  let total = 0n;
  for (const { pubkey } of value) {
    const balance = await connectionTo(node).getTokenAccountBalance(pubkey);
    total += BigInt(balance.value.amount);
  }
  return total;
}
