import { Keypair, LAMPORTS_PER_SOL, Transaction } from '@solana/web3.js';
import fc from 'fast-check';
import { encodeBase58 } from '../base58';
import { signWire, startLocalChain, type LocalChain } from './__fixtures__/localChain';
import {
  ChainModuleDestroyedError,
  ConfirmationTimeoutError,
  InvalidSignatureError,
  TransactionFailedError,
} from './chainErrors';
import { describeTransactionError, requireSignature } from './confirmSignature';
import type { SolanaChainModule } from './solanaChain';
import { createSolanaChainModule } from './solanaChainModule';

// confirm() polls the local LiteSVM node's getSignatureStatuses: no mocks.
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

/** A signed SOL transfer (not sent) and its base58 signature. */
async function signedTransfer(sender: Keypair, lamports: bigint) {
  const built = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: sender.publicKey.toBase58(),
    to: Keypair.generate().publicKey.toBase58(),
    amount: lamports,
  });
  const signed = signWire(built.transaction, sender);
  const signature = encodeBase58(Transaction.from(signed).signature ?? new Uint8Array());
  return { signed, signature };
}

const unsentSignature = () => encodeBase58(Keypair.generate().secretKey);

test('a transaction that landed with an error makes confirm throw TransactionFailedError with the chain error', async () => {
  const sender = chain.funded(BigInt(LAMPORTS_PER_SOL));
  const { signed, signature } = await signedTransfer(sender, BigInt(2 * LAMPORTS_PER_SOL));
  // Without preflight the node puts it in a block, where the System program fails it.
  await chain.connection.sendRawTransaction(signed, { skipPreflight: true });
  const confirming = chainModule.confirm(chain.rpc, signature);
  await expect(confirming).rejects.toThrow(TransactionFailedError);
  await expect(confirming).rejects.toMatchObject({
    message: 'Error processing Instruction 0: custom program error: 0x1',
    details: { signature, err: { InstructionError: [0, { Custom: 1 }] } },
  });
});

test('confirm keeps polling until a transaction sent after it was called lands', async () => {
  const sender = chain.funded();
  const { signed, signature } = await signedTransfer(sender, 10_000_000n);
  const confirming = chainModule.confirm(chain.rpc, signature);
  await new Promise((resolve) => setTimeout(resolve, 100)); // let it find nothing first
  await chain.connection.sendRawTransaction(signed);
  await expect(confirming).resolves.toBeUndefined();
});

test('confirm of a signature that never lands gives ConfirmationTimeoutError after its wait', async () => {
  const impatient = createSolanaChainModule({ confirmTimeoutMs: 300, confirmPollIntervalMs: 50 });
  const signature = unsentSignature();
  await expect(impatient.confirm(chain.rpc, signature)).rejects.toMatchObject({
    name: 'ConfirmationTimeoutError',
    signature,
  });
  await expect(impatient.confirm(chain.rpc, signature)).rejects.toThrow(ConfirmationTimeoutError);
  impatient.destroy();
});

test('destroy stops a waiting confirm with ChainModuleDestroyedError; the module still works after', async () => {
  const other = createSolanaChainModule();
  const waiting = other.confirm(chain.rpc, unsentSignature());
  await new Promise((resolve) => setTimeout(resolve, 50));
  other.destroy();
  await expect(waiting).rejects.toThrow(ChainModuleDestroyedError);
  const account = chain.funded(5_000_000n);
  expect(await other.getBalance(chain.rpc, account.publicKey.toBase58())).toBe(5_000_000n);
  other.destroy();
});

test('confirm refuses a signature that is not 64 bytes in base58 with InvalidSignatureError', async () => {
  for (const signature of ['', 'abc', encodeBase58(new Uint8Array(65).fill(1)), '0'.repeat(88)]) {
    await expect(chainModule.confirm(chain.rpc, signature)).rejects.toThrow(InvalidSignatureError);
  }
});

test('requireSignature accepts exactly the base58 texts of 64 bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), (bytes) => {
      const text = encodeBase58(bytes);
      if (bytes.length === 64) expect(requireSignature(text)).toBe(text);
      else expect(() => requireSignature(text)).toThrow(InvalidSignatureError);
    }),
  );
  fc.assert(
    fc.property(fc.anything(), (value) => {
      if (typeof value === 'string') return;
      expect(() => requireSignature(value)).toThrow(InvalidSignatureError);
    }),
  );
});

test('describeTransactionError words chain errors as the RPC does', () => {
  expect(describeTransactionError('BlockhashNotFound')).toBe('BlockhashNotFound');
  expect(describeTransactionError({ InstructionError: [2, { Custom: 17 }] })).toBe(
    'Error processing Instruction 2: custom program error: 0x11',
  );
  expect(describeTransactionError({ InstructionError: [0, 'InvalidAccountData'] })).toBe(
    'Error processing Instruction 0: InvalidAccountData',
  );
  expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
    '{"InsufficientFundsForRent":{"account_index":1}}',
  );
});
