import { createAccount, mintTo } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { createLocalToken, startLocalChain, type LocalChain } from './__fixtures__/localChain';
import type { SolanaChainModule, SolanaTokenInfo } from './solanaChain';
import { createSolanaChainModule } from './solanaChainModule';

// getTokenAccountsByOwner on the local LiteSVM node, tokens minted with @solana/spl-token.
let chain: LocalChain;
let chainModule: SolanaChainModule;
const holder = Keypair.generate();
let held: SolanaTokenInfo;
let unheld: SolanaTokenInfo;

beforeAll(async () => {
  chain = await startLocalChain();
  chainModule = createSolanaChainModule();
  chain.node.fund(holder.publicKey.toBase58(), 1_000_000_000n);
  const first = await createLocalToken(chain, { decimals: 9, holder, amount: 2n ** 60n });
  // A second, non-associated token account of the same mint.
  const extra = await createAccount(
    chain.connection,
    holder,
    first.mint,
    holder.publicKey,
    Keypair.generate(),
  );
  await mintTo(chain.connection, first.authority, first.mint, extra, first.authority, 234n);
  const second = await createLocalToken(chain, { decimals: 2, holder: chain.funded(), amount: 7n });
  held = { address: first.mint.toBase58(), symbol: 'BIG', name: 'Big token', decimals: 9 };
  unheld = { address: second.mint.toBase58(), symbol: 'OTH', decimals: 2 };
});

afterAll(async () => {
  chainModule?.destroy();
  await chain?.node.stop();
});

test('getTokenBalances sums every account of each mint, exactly, in the order given', async () => {
  const balances = await chainModule.getTokenBalances(chain.rpc, holder.publicKey.toBase58(), [
    unheld,
    held,
  ]);
  expect(balances).toEqual([
    { address: unheld.address, symbol: 'OTH', decimals: 2, value: 0n },
    {
      address: held.address,
      symbol: 'BIG',
      name: 'Big token',
      decimals: 9,
      value: 2n ** 60n + 234n,
    },
  ]);
});

test('an owner with no token accounts gets 0n for each token; no tokens gives an empty list', async () => {
  const stranger = Keypair.generate().publicKey.toBase58();
  const balances = await chainModule.getTokenBalances(chain.rpc, stranger, [held, unheld]);
  expect(balances.map((balance) => balance.value)).toEqual([0n, 0n]);
  expect(await chainModule.getTokenBalances(chain.rpc, stranger, [])).toEqual([]);
});
