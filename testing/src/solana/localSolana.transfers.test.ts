import type { PublicKey } from '@solana/web3.js';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
  type AccountInfo,
} from '@solana/web3.js';
import { startLocalSolana } from './localSolana';
import type { LocalSolana } from './localSolanaTypes';

// Real @solana/web3.js 1.x against the local node: no mocks.
let node: LocalSolana;
let connection: Connection;
const payer = Keypair.generate();

beforeAll(async () => {
  node = await startLocalSolana();
  connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl });
  const signature = await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, ...latest });
});

afterAll(() => node?.stop());

function transferTransaction(to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  );
}

/** A v0 SOL transfer from the payer, signed. */
function signedV0Transfer(recipient: PublicKey, lamports: number, blockhash: string) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports }),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  return transaction;
}

test('an airdrop confirms and shows in getBalance', async () => {
  const wallet = Keypair.generate().publicKey;
  const signature = await connection.requestAirdrop(wallet, 2 * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  expect(confirmation.value.err).toBeNull();
  expect(await connection.getBalance(wallet)).toBe(2 * LAMPORTS_PER_SOL);
  expect(await connection.getBalance(payer.publicKey)).toBe(10 * LAMPORTS_PER_SOL);
});

test('node.fund credits an address at once', async () => {
  const wallet = Keypair.generate().publicKey;
  node.fund(wallet.toBase58(), 1_000_000n);
  expect(await connection.getBalance(wallet)).toBe(1_000_000);
});

test('a legacy SOL transfer confirms through sendAndConfirmTransaction and charges 5000 lamports', async () => {
  const recipient = Keypair.generate().publicKey;
  const before = await connection.getBalance(payer.publicKey);
  const signature = await sendAndConfirmTransaction(
    connection,
    transferTransaction(recipient, LAMPORTS_PER_SOL),
    [payer],
  );
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
  expect(await connection.getBalance(payer.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5000);
  const statuses = await connection.getSignatureStatuses([signature]);
  expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  const transaction = await connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  });
  expect(transaction?.meta).toMatchObject({ err: null, fee: 5000 });
  expect(transaction?.transaction.signatures[0]).toBe(signature);
});

test('a v0 SOL transfer confirms through the signature subscription', async () => {
  const recipient = Keypair.generate().publicKey;
  const latest = await connection.getLatestBlockhash();
  const transaction = signedV0Transfer(recipient, 1_777_000, latest.blockhash);
  const signature = await connection.sendTransaction(transaction);
  const confirmation = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
  expect(confirmation.value.err).toBeNull();
  expect(await connection.getBalance(recipient)).toBe(1_777_000);
  const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  expect(fetched?.version).toBe(0);
});

test('a blockhash fetched before later blocks is still accepted (recent blockhash window)', async () => {
  const early = await connection.getLatestBlockhash();
  await sendAndConfirmTransaction(
    connection,
    transferTransaction(Keypair.generate().publicKey, 1_000_000),
    [payer],
  );
  const later = await connection.getLatestBlockhash();
  expect(later.blockhash).not.toBe(early.blockhash);
  expect((await connection.isBlockhashValid(early.blockhash)).value).toBe(true);

  const recipient = Keypair.generate().publicKey;
  const transaction = transferTransaction(recipient, 2_000_000);
  transaction.recentBlockhash = early.blockhash;
  transaction.feePayer = payer.publicKey;
  transaction.sign(payer);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  await connection.confirmTransaction({ signature, ...early });
  expect(await connection.getBalance(recipient)).toBe(2_000_000);
});

test('a transaction with an unknown blockhash is refused with BlockhashNotFound', async () => {
  const transaction = transferTransaction(Keypair.generate().publicKey, 1_000_000);
  transaction.recentBlockhash = Keypair.generate().publicKey.toBase58();
  transaction.feePayer = payer.publicKey;
  transaction.sign(payer);
  await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
    /Blockhash ?not ?found/i,
  );
});

test('a failing transaction is refused at preflight with its logs and costs no fee', async () => {
  const poor = Keypair.generate();
  node.fund(poor.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL / 100));
  const before = await connection.getBalance(poor.publicKey);
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: poor.publicKey,
      toPubkey: payer.publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  );
  const error: unknown = await sendAndConfirmTransaction(connection, transaction, [poor]).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SendTransactionError);
  const sendError = error as SendTransactionError;
  expect(sendError.message).toMatch(
    /Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1/,
  );
  expect(sendError.logs?.join('\n')).toMatch(/insufficient lamports/);
  expect(await connection.getBalance(poor.publicKey)).toBe(before);
});

test('a failing transaction sent with skipPreflight lands, fails and pays its fee', async () => {
  const poor = Keypair.generate();
  node.fund(poor.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL / 100));
  const latest = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: poor.publicKey, ...latest }).add(
    SystemProgram.transfer({
      fromPubkey: poor.publicKey,
      toPubkey: payer.publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  );
  transaction.sign(poor);
  const signature = await connection.sendRawTransaction(transaction.serialize(), {
    skipPreflight: true,
  });
  const confirmation = await connection.confirmTransaction({ signature, ...latest });
  expect(confirmation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL / 100 - 5000);
});

test('simulateTransaction reports logs and units without changing balances', async () => {
  const recipient = Keypair.generate().publicKey;
  const latest = await connection.getLatestBlockhash();
  const transaction = signedV0Transfer(recipient, 5_000_000, latest.blockhash);
  const simulation = await connection.simulateTransaction(transaction, {
    sigVerify: true,
    accounts: { encoding: 'base64', addresses: [recipient.toBase58()] },
  });
  expect(simulation.value.err).toBeNull();
  expect(simulation.value.logs?.[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/);
  expect(simulation.value.accounts?.[0]?.lamports).toBe(5_000_000);
  expect(await connection.getBalance(recipient)).toBe(0);
  const fee = await connection.getFeeForMessage(transaction.message);
  expect(fee.value).toBe(5000);
});

test('an account subscription is notified when a transaction changes the account', async () => {
  const recipient = Keypair.generate().publicKey;
  const changed = new Promise<AccountInfo<Buffer>>((resolve) => {
    const id = connection.onAccountChange(recipient, (info) => {
      void connection.removeAccountChangeListener(id);
      resolve(info);
    });
  });
  // Let the subscription reach the server before the transfer.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await sendAndConfirmTransaction(connection, transferTransaction(recipient, 3_000_000), [payer]);
  expect((await changed).lamports).toBe(3_000_000);
});

test('slot, block height and genesis hash follow the processed transactions', async () => {
  const slot = await connection.getSlot();
  await sendAndConfirmTransaction(
    connection,
    transferTransaction(Keypair.generate().publicKey, 1_000_000),
    [payer],
  );
  expect(await connection.getSlot()).toBe(slot + 1);
  expect(await connection.getBlockHeight()).toBe(slot + 1);
  expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  expect((await connection.getVersion())['solana-core']).toBeDefined();
  expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880);
  expect(await connection.getRecentPrioritizationFees()).toEqual([]);
});
