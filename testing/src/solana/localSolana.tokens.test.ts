import {
  createMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
  transfer,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedAccountData,
  type PublicKey,
} from '@solana/web3.js';
import { startLocalSolana } from './localSolana';
import type { LocalSolana } from './localSolanaTypes';

// Real @solana/web3.js 1.x and @solana/spl-token helpers against the local node: no mocks.
let node: LocalSolana;
let connection: Connection;
const payer = Keypair.generate();
const alice = Keypair.generate();
const bob = Keypair.generate();
let mint: PublicKey;
let aliceAccount: PublicKey;
let bobAccount: PublicKey;

beforeAll(async () => {
  node = await startLocalSolana();
  connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl });
  node.fund(payer.publicKey.toBase58(), BigInt(10 * LAMPORTS_PER_SOL));
  node.fund(alice.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
  mint = await createMint(connection, payer, payer.publicKey, null, 6);
  aliceAccount = (await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey))
    .address;
  await mintTo(connection, payer, mint, aliceAccount, payer, 5_250_000n);
  bobAccount = (await getOrCreateAssociatedTokenAccount(connection, payer, mint, bob.publicKey))
    .address;
  await transfer(connection, payer, aliceAccount, bobAccount, alice, 1_500_000n);
});

afterAll(() => node?.stop());

test('getTokenAccountBalance shows the amounts after mintTo and transfer', async () => {
  expect((await connection.getTokenAccountBalance(aliceAccount)).value).toEqual({
    amount: '3750000',
    decimals: 6,
    uiAmount: 3.75,
    uiAmountString: '3.75',
  });
  expect((await connection.getTokenAccountBalance(bobAccount)).value.uiAmountString).toBe('1.5');
  expect((await connection.getTokenSupply(mint)).value.amount).toBe('5250000');
});

test('getParsedTokenAccountsByOwner lists the token account by mint and by program', async () => {
  const byMint = await connection.getParsedTokenAccountsByOwner(alice.publicKey, { mint });
  expect(byMint.value).toHaveLength(1);
  expect(byMint.value[0]?.pubkey.equals(aliceAccount)).toBe(true);
  expect(byMint.value[0]?.account.data).toMatchObject({
    program: 'spl-token',
    space: 165,
    parsed: {
      type: 'account',
      info: {
        mint: mint.toBase58(),
        owner: alice.publicKey.toBase58(),
        state: 'initialized',
        isNative: false,
        tokenAmount: { amount: '3750000', decimals: 6, uiAmountString: '3.75' },
      },
    },
  });
  const byProgram = await connection.getParsedTokenAccountsByOwner(bob.publicKey, {
    programId: TOKEN_PROGRAM_ID,
  });
  expect(byProgram.value.map((entry) => entry.pubkey.toBase58())).toEqual([bobAccount.toBase58()]);
  const raw = await connection.getTokenAccountsByOwner(bob.publicKey, { mint });
  expect(raw.value[0]?.account.data).toHaveLength(165);
  const none = await connection.getParsedTokenAccountsByOwner(payer.publicKey, { mint });
  expect(none.value).toEqual([]);
});

test('getParsedAccountInfo parses the mint; other accounts come back as raw bytes', async () => {
  const parsedMint = await connection.getParsedAccountInfo(mint);
  expect((parsedMint.value?.data as ParsedAccountData).parsed).toEqual({
    type: 'mint',
    info: {
      decimals: 6,
      freezeAuthority: null,
      isInitialized: true,
      mintAuthority: payer.publicKey.toBase58(),
      supply: '5250000',
    },
  });
  const wallet = await connection.getParsedAccountInfo(alice.publicKey);
  expect(Buffer.isBuffer(wallet.value?.data)).toBe(true);
  const many = await connection.getMultipleAccountsInfo([
    aliceAccount,
    Keypair.generate().publicKey,
  ]);
  expect(many[0]?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
  expect(many[1]).toBeNull();
});

test('getOrCreateAssociatedTokenAccount finds the existing account the second time', async () => {
  const again = await getOrCreateAssociatedTokenAccount(connection, payer, mint, alice.publicKey);
  expect(again.address.equals(aliceAccount)).toBe(true);
  expect(again.amount).toBe(3_750_000n);
});
