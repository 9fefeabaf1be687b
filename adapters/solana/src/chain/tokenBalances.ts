/**
 * The owner's balances of the app's configured SPL tokens: per mint, the sum of every token
 * account the owner holds of it (its associated token account and any other), 0 when it holds
 * none. Amounts are read from the raw account data (a u64 at byte 64) so they stay exact above
 * 2^53.
 */
import type { TokenAmount } from '@portico/core';
import type { Connection, PublicKey } from '@solana/web3.js';
import { rpcStep } from './chainErrors';
import type { SolanaTokenInfo } from './solanaChain';
import { parseSolanaAddress } from './solanaAddress';
import { tokenAccountAmount } from './spl/tokenAccountData';

async function ownerBalanceOf(
  connection: Connection,
  owner: PublicKey,
  mint: PublicKey,
): Promise<bigint> {
  const { value } = await connection.getTokenAccountsByOwner(owner, { mint });
  return value.reduce((sum, { account }) => sum + tokenAccountAmount(account.data), 0n);
}

export async function readTokenBalances(
  connection: Connection,
  owner: string,
  tokens: readonly SolanaTokenInfo[],
): Promise<readonly TokenAmount[]> {
  const ownerKey = parseSolanaAddress(owner, 'owner');
  const mints = tokens.map((token, index) =>
    parseSolanaAddress(token.address, `tokens[${index}].address`),
  );
  const values = await rpcStep('read token balances', () =>
    Promise.all(mints.map((mint) => ownerBalanceOf(connection, ownerKey, mint))),
  );
  return tokens.map((token, index) => ({
    address: token.address,
    symbol: token.symbol,
    ...(token.name === undefined ? {} : { name: token.name }),
    decimals: token.decimals,
    value: values[index] ?? 0n,
  }));
}
