/**
 * GET /v1/account/{address}/balance for a Solana address, on a real local Solana node
 * (LiteSVM behind Portico's JSON-RPC server) with a real SPL mint, read back by core's own
 * parser as the modal reads it.
 */
import {
  createAccount,
  createMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token';
import { Connection, Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import type { Hono } from 'hono';
import { startLocalSolana, type LocalSolana } from '@portico/testing/solana';
import { parseBalances, totalValueUsd } from '../../../core/src/services/balances';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { SplTokenConfig } from '../config';
import type { Repository } from '../storage/repository';
import { createRouteTestContext, serveRoutes } from './__fixtures__/routeTestContext';
import { accountRoutes } from './accountRoutes';
import { chainRoutes } from './chainRoutes';

// A real node and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

const LOCAL = 'solana:localnet';
const PRICED = 'solana:pricedcopy';
const DEAD = 'solana:deadnode';
const DECIMALS = 6;

let node: LocalSolana;
let repository: Repository & { close(): Promise<void> };
let app: Hono;
let owner: string;
let token: SplTokenConfig;
let unheldToken: SplTokenConfig;
/** The mints' authority, funded. */
let authority: Keypair;

async function createTokenMint(): Promise<PublicKey> {
  const connection = new Connection(node.url, { wsEndpoint: node.wsUrl, commitment: 'confirmed' });
  return createMint(connection, authority, authority.publicKey, null, DECIMALS);
}

beforeAll(async () => {
  [node, repository] = await Promise.all([startLocalSolana(), openTestRepository()]);
  owner = Keypair.generate().publicKey.toBase58();
  node.fund(owner, 2_500_000_000n);

  authority = Keypair.generate();
  node.fund(authority.publicKey.toBase58(), 1_000_000_000n);
  const connection = new Connection(node.url, { wsEndpoint: node.wsUrl, commitment: 'confirmed' });
  const [mint, unheldMint] = await Promise.all([createTokenMint(), createTokenMint()]);
  const account = await getOrCreateAssociatedTokenAccount(
    connection,
    authority,
    mint,
    new PublicKey(owner),
  );
  await mintTo(connection, authority, mint, account.address, authority, 1_234_500_000n);
  token = { mint: mint.toBase58(), symbol: 'PST', name: 'Portico SPL Test', decimals: DECIMALS };
  unheldToken = { ...token, mint: unheldMint.toBase58(), symbol: 'NOPE' };

  const dead = await startLocalSolana();
  await dead.stop();
  const context = createRouteTestContext(repository, {
    solanaChains: [
      { caipNetworkId: LOCAL, name: 'Local', rpcUrl: node.url, tokens: [token, unheldToken] },
      {
        caipNetworkId: PRICED,
        name: 'Local, priced',
        rpcUrl: node.url,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 },
        tokens: [{ ...token, priceUsd: 2 }],
      },
      { caipNetworkId: DEAD, name: 'Stopped', rpcUrl: dead.url, tokens: [] },
    ],
  });
  app = serveRoutes(context, accountRoutes, chainRoutes);
}, 60_000);
afterAll(async () => {
  await repository?.close();
  await node?.stop();
});

const balanceOf = (address: string, chainId?: string) =>
  app.request(`/v1/account/${address}/balance?currency=usd${chainId ? `&chainId=${chainId}` : ''}`);

describe('the balance route on a Solana chain', () => {
  it('lists SOL and the held SPL tokens, read from the node, in the shape core reads', async () => {
    // No price configured: the server sends none, and core reads that as price '0', no value.
    const response = await balanceOf(owner, LOCAL);
    expect(response.status).toBe(200);
    const balances = parseBalances(await response.json());
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: LOCAL,
        price: '0',
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/SOL$/),
        quantity: { decimals: '9', numeric: '2.5' },
      },
      {
        name: 'Portico SPL Test',
        symbol: 'PST',
        chainId: LOCAL,
        price: '0',
        address: `${LOCAL}:${token.mint}`,
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/PST$/),
        quantity: { decimals: '6', numeric: '1234.5' },
      },
    ]);
  });

  it('prices SOL and a mint from the configuration', async () => {
    const balances = parseBalances(await (await balanceOf(owner, PRICED)).json());
    expect(balances.map(({ symbol, price, value }) => ({ symbol, price, value }))).toEqual([
      { symbol: 'SOL', price: '150', value: '375' },
      { symbol: 'PST', price: '2', value: '2469' },
    ]);
    expect(totalValueUsd(balances)).toBe('2844');
  });

  it('follows the chain: a new account, and every token account of a mint counts', async () => {
    const newcomer = Keypair.generate();
    const address = newcomer.publicKey.toBase58();
    const before = parseBalances(await (await balanceOf(address, LOCAL)).json());
    expect(before.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([['SOL', '0']]);

    node.fund(address, 1_000_000_000n);
    const connection = new Connection(node.url, {
      wsEndpoint: node.wsUrl,
      commitment: 'confirmed',
    });
    const mint = new PublicKey(token.mint);
    // An associated token account and a second, plain one (its own key) of the same mint.
    const associated = await getOrCreateAssociatedTokenAccount(
      connection,
      authority,
      mint,
      newcomer.publicKey,
    );
    const plain = await createAccount(
      connection,
      newcomer,
      mint,
      newcomer.publicKey,
      Keypair.generate(),
    );
    await mintTo(connection, authority, mint, associated.address, authority, 1_000_000n);
    await mintTo(connection, authority, mint, plain, authority, 500_000n);

    const after = parseBalances(await (await balanceOf(address, LOCAL)).json());
    expect(after.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([
      ['SOL', expect.stringMatching(/^0\.99/)],
      ['PST', '1.5'],
    ]);
  });

  it('is exact above 2^53 lamports, where a JSON number is rounded', async () => {
    const whale = Keypair.generate().publicKey.toBase58();
    // 9,007,199.254740993 SOL: 2^53 + 1 lamports, which JSON.parse reads as 2^53. More than
    // the node's faucet holds, so the account is written into the VM directly.
    type SetAccount = Parameters<LocalSolana['svm']['setAccount']>[0];
    node.svm.setAccount({
      address: whale,
      lamports: 2n ** 53n + 1n,
      programAddress: SystemProgram.programId.toBase58(),
      executable: false,
      space: 0n,
      data: new Uint8Array(),
    } as unknown as SetAccount);
    const [sol] = parseBalances(await (await balanceOf(whale, LOCAL)).json());
    expect(sol!.quantity.numeric).toBe('9007199.254740993');
  });

  it('without chainId reads every Solana chain, so one stopped node makes it 502', async () => {
    const response = await app.request(`/v1/account/${owner}/balance`);
    // The stopped node makes the whole answer 502: a partial list would look like a loss.
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      message: `The RPC node of ${DEAD} did not answer`,
    });
  });

  it('gives 400 for a chain that is not a configured Solana chain', async () => {
    for (const chainId of ['solana:unknown', 'eip155:1']) {
      const response = await balanceOf(owner, chainId);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: `Unknown chain: ${chainId}` });
    }
  });

  it('gives 400 for an address that is neither base58 nor 0x', async () => {
    const response = await balanceOf('0OIl-not-an-address', LOCAL);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Invalid address: 0OIl-not-an-address',
    });
  });

  it('lists the Solana chains in GET /v1/supported-chains', async () => {
    const response = await app.request('/v1/supported-chains');
    expect(await response.json()).toEqual({ http: [LOCAL, PRICED, DEAD], ws: [], swaps: [] });
  });
});
