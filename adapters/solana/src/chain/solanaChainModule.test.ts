import { Keypair, LAMPORTS_PER_SOL, Transaction } from '@solana/web3.js';
import { encodeBase58 } from '../base58';
import { signWire, startLocalChain, type LocalChain } from './__fixtures__/localChain';
import {
  InvalidSolanaAddressError,
  InvalidTransferAmountError,
  SolanaRpcError,
  TransactionFailedError,
} from './chainErrors';
import type { SolanaChainModule, SolanaTransfer } from './solanaChain';
import { createSolanaChainModule } from './solanaChainModule';

// The module end to end against the local LiteSVM node (real web3.js, real JSON-RPC): no mocks.
let chain: LocalChain;
let chainModule: SolanaChainModule;

beforeAll(async () => {
  chain = await startLocalChain();
  chainModule = createSolanaChainModule();
});

afterAll(async () => {
  chainModule?.destroy();
  await chain?.node.stop();
});

function solTransfer(from: Keypair, to: string, amount: bigint): SolanaTransfer {
  return { rpc: chain.rpc, from: from.publicKey.toBase58(), to, amount };
}

test('getBalance reads the lamports of a funded account as a bigint, 0n for an unknown one', async () => {
  const account = chain.funded(1_234_567_890n);
  expect(await chainModule.getBalance(chain.rpc, account.publicKey.toBase58())).toBe(
    1_234_567_890n,
  );
  expect(await chainModule.getBalance(chain.rpc, Keypair.generate().publicKey.toBase58())).toBe(0n);
});

test('a SOL transfer built, signed by the sender and sent moves the amount and charges the fee', async () => {
  const sender = chain.funded();
  const receiver = Keypair.generate().publicKey.toBase58();
  const built = await chainModule.buildTransfer(solTransfer(sender, receiver, 250_000_000n));
  expect(built.fee).toBe(5000n);
  const unsigned = Transaction.from(built.transaction);
  expect(unsigned.feePayer?.equals(sender.publicKey)).toBe(true);
  expect(unsigned.signature).toBeNull();
  expect(await chainModule.estimateFee(chain.rpc, built.transaction)).toBe(5000n);

  const signed = signWire(built.transaction, sender);
  const signature = await chainModule.sendSigned(chain.rpc, signed);
  expect(signature).toBe(encodeBase58(Transaction.from(signed).signature ?? new Uint8Array()));
  expect(await chainModule.getBalance(chain.rpc, receiver)).toBe(250_000_000n);
  expect(await chainModule.getBalance(chain.rpc, sender.publicKey.toBase58())).toBe(
    BigInt(LAMPORTS_PER_SOL) - 250_000_000n - built.fee,
  );
  await expect(chainModule.confirm(chain.rpc, signature)).resolves.toBeUndefined();
});

test('a signature a wallet returned on its own, placed with addSignature, sends and lands', async () => {
  const sender = chain.funded();
  const receiver = Keypair.generate().publicKey.toBase58();
  const built = await chainModule.buildTransfer(solTransfer(sender, receiver, 10_000_000n));
  // What a wallet that answers with a signature only would give back.
  const walletSignature = Transaction.from(signWire(built.transaction, sender)).signature;
  const signed = chainModule.addSignature(
    built.transaction,
    sender.publicKey.toBase58(),
    new Uint8Array(walletSignature ?? []),
  );
  await chainModule.sendSigned(chain.rpc, signed);
  expect(await chainModule.getBalance(chain.rpc, receiver)).toBe(10_000_000n);
});

test('a transfer the chain refuses at preflight makes sendSigned throw TransactionFailedError with its text', async () => {
  const sender = chain.funded(BigInt(LAMPORTS_PER_SOL));
  const receiver = Keypair.generate().publicKey.toBase58();
  const built = await chainModule.buildTransfer(
    solTransfer(sender, receiver, BigInt(5 * LAMPORTS_PER_SOL)),
  );
  const sending = chainModule.sendSigned(chain.rpc, signWire(built.transaction, sender));
  await expect(sending).rejects.toThrow(TransactionFailedError);
  await expect(sending).rejects.toThrow(/custom program error: 0x1/);
  await expect(sending).rejects.toMatchObject({
    code: 'SOLANA_TRANSACTION_FAILED',
    details: { logs: expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]) },
  });
  // Preflight refused it: nothing was charged.
  expect(await chainModule.getBalance(chain.rpc, sender.publicKey.toBase58())).toBe(
    BigInt(LAMPORTS_PER_SOL),
  );
});

test('an unsigned transaction is refused by the node with TransactionFailedError', async () => {
  const sender = chain.funded();
  const built = await chainModule.buildTransfer(
    solTransfer(sender, Keypair.generate().publicKey.toBase58(), 1n),
  );
  await expect(chainModule.sendSigned(chain.rpc, built.transaction)).rejects.toThrow(
    TransactionFailedError,
  );
});

test('bad addresses and amounts give typed errors before the node is asked, and the node lives on', async () => {
  const sender = chain.funded();
  const valid = Keypair.generate().publicKey.toBase58();
  const thirtyThreeBytes = encodeBase58(new Uint8Array(33).fill(7));
  const cases: [Promise<unknown>, string][] = [
    [chainModule.getBalance(chain.rpc, '0x' + 'ab'.repeat(20)), 'address'],
    [chainModule.getBalance(chain.rpc, thirtyThreeBytes), 'address'],
    [chainModule.buildTransfer(solTransfer(sender, 'not-an-address', 1n)), 'to'],
    [
      chainModule.buildTransfer({ ...solTransfer(sender, valid, 1n), from: thirtyThreeBytes }),
      'from',
    ],
    [
      chainModule.buildTransfer({
        ...solTransfer(sender, valid, 1n),
        mint: { address: '1'.repeat(31), symbol: 'X', decimals: 0 },
      }),
      'mint',
    ],
    [chainModule.getTokenBalances(chain.rpc, 'x', []), 'owner'],
    [
      chainModule.getTokenBalances(chain.rpc, valid, [{ address: 'x', symbol: 'X', decimals: 0 }]),
      'tokens[0].address',
    ],
  ];
  for (const [call, field] of cases) {
    await expect(call).rejects.toThrow(InvalidSolanaAddressError);
    await expect(call).rejects.toMatchObject({ code: 'SOLANA_INVALID_ADDRESS', field });
  }
  for (const amount of [0n, -1n, 2n ** 64n]) {
    await expect(chainModule.buildTransfer(solTransfer(sender, valid, amount))).rejects.toThrow(
      InvalidTransferAmountError,
    );
  }
  expect(() => chainModule.addSignature(new Uint8Array(10), 'bad', new Uint8Array(64))).toThrow(
    InvalidSolanaAddressError,
  );
  expect(await chainModule.getBalance(chain.rpc, sender.publicKey.toBase58())).toBe(
    BigInt(LAMPORTS_PER_SOL),
  );
});

test('an RPC URL that is not http(s) gives SolanaRpcError', async () => {
  const address = Keypair.generate().publicKey.toBase58();
  await expect(chainModule.getBalance({ http: 'ftp://127.0.0.1' }, address)).rejects.toThrow(
    SolanaRpcError,
  );
});
