import {
  ACCOUNT_SIZE,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, Transaction, type PublicKey } from '@solana/web3.js';
import {
  createLocalToken,
  createLocalToken2022WithExtensions,
  signWire,
  startLocalChain,
  type LocalChain,
} from './__fixtures__/localChain';
import { NotATokenMintError, TokenReceiverOffCurveError } from './chainErrors';
import type { SolanaChainModule, SolanaTokenInfo } from './solanaChain';
import { createSolanaChainModule } from './solanaChainModule';

// Real @solana/web3.js and @solana/spl-token against the local LiteSVM node: no mocks.
let chain: LocalChain;
let chainModule: SolanaChainModule;
let sender: Keypair;
let mint: PublicKey;
let token: SolanaTokenInfo;

const TOKEN_FEE = 5000n;

beforeAll(async () => {
  chain = await startLocalChain();
  chainModule = createSolanaChainModule();
  sender = chain.funded();
  ({ mint } = await createLocalToken(chain, { decimals: 6, holder: sender, amount: 10_000_000n }));
  token = { address: mint.toBase58(), symbol: 'TST', decimals: 6 };
});

afterAll(async () => {
  chainModule?.destroy();
  await chain?.node.stop();
});

async function lamports(owner: PublicKey): Promise<bigint> {
  return BigInt(await chain.connection.getBalance(owner));
}

async function tokens(owner: PublicKey, info = token): Promise<bigint> {
  const [balance] = await chainModule.getTokenBalances(chain.rpc, owner.toBase58(), [info]);
  return balance?.value ?? -1n;
}

test('a transfer to a receiver without a token account creates it, moves the tokens, and its fee includes the rent', async () => {
  const receiver = Keypair.generate();
  const rent = BigInt(await chain.connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE));
  const built = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: sender.publicKey.toBase58(),
    to: receiver.publicKey.toBase58(),
    amount: 1_500_000n,
    mint: token,
  });
  expect(built.fee).toBe(TOKEN_FEE + rent);
  const programs = Transaction.from(built.transaction).instructions.map((instruction) =>
    instruction.programId.toBase58(),
  );
  expect(programs[0]).toBe(ASSOCIATED_TOKEN_PROGRAM_ID.toBase58());
  expect(programs).toHaveLength(2);

  const before = await lamports(sender.publicKey);
  await chainModule.sendSigned(chain.rpc, signWire(built.transaction, sender));
  expect(await tokens(receiver.publicKey)).toBe(1_500_000n);
  expect(await tokens(sender.publicKey)).toBe(8_500_000n);
  expect(before - (await lamports(sender.publicKey))).toBe(built.fee);
  const receiverAccount = getAssociatedTokenAddressSync(mint, receiver.publicKey);
  expect(await lamports(receiverAccount)).toBe(rent);
});

test('a transfer to an existing token account has no create instruction and costs only the network fee', async () => {
  const receiver = Keypair.generate();
  const first = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: sender.publicKey.toBase58(),
    to: receiver.publicKey.toBase58(),
    amount: 1n,
    mint: token,
  });
  await chainModule.sendSigned(chain.rpc, signWire(first.transaction, sender));
  const second = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: sender.publicKey.toBase58(),
    to: receiver.publicKey.toBase58(),
    amount: 2n,
    mint: token,
  });
  expect(second.fee).toBe(TOKEN_FEE);
  expect(Transaction.from(second.transaction).instructions).toHaveLength(1);
  await chainModule.sendSigned(chain.rpc, signWire(second.transaction, sender));
  expect(await tokens(receiver.publicKey)).toBe(3n);
});

test('a Token-2022 transfer creates the receiver account with the rent of its 170 bytes', async () => {
  const holder = chain.funded();
  const token2022 = await createLocalToken(chain, {
    decimals: 2,
    holder,
    amount: 500n,
    programId: TOKEN_2022_PROGRAM_ID,
  });
  const info = { address: token2022.mint.toBase58(), symbol: 'T22', decimals: 2 };
  const receiver = Keypair.generate();
  // 165 bytes of account, 1 of account type, 4 of the ImmutableOwner extension's header.
  const rent = BigInt(await chain.connection.getMinimumBalanceForRentExemption(170));
  const built = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: holder.publicKey.toBase58(),
    to: receiver.publicKey.toBase58(),
    amount: 125n,
    mint: info,
  });
  expect(built.fee).toBe(TOKEN_FEE + rent);
  const before = await lamports(holder.publicKey);
  await chainModule.sendSigned(chain.rpc, signWire(built.transaction, holder));
  expect(await tokens(receiver.publicKey, info)).toBe(125n);
  expect(await tokens(holder.publicKey, info)).toBe(375n);
  expect(before - (await lamports(holder.publicKey))).toBe(built.fee);
});

// spl-token 0.4.14's size for a MintCloseAuthority mint was 174 bytes (it counted a zero-length
// entry for an extension with no account side); the program creates 170, 182 with a transfer fee.
test.each([
  [['MintCloseAuthority'] as const, 170],
  [['MintCloseAuthority', 'TransferFeeConfig'] as const, 182],
])(
  'a Token-2022 mint with %p: the fee includes the rent of the %p-byte account the program creates',
  async (extensions, size) => {
    const holder = chain.funded();
    const extended = await createLocalToken2022WithExtensions(chain, {
      decimals: 3,
      holder,
      amount: 1_000n,
      extensions: [...extensions],
    });
    const info = { address: extended.mint.toBase58(), symbol: 'EXT', decimals: 3 };
    const receiver = Keypair.generate();
    const built = await chainModule.buildTransfer({
      rpc: chain.rpc,
      from: holder.publicKey.toBase58(),
      to: receiver.publicKey.toBase58(),
      amount: 400n,
      mint: info,
    });
    const rent = BigInt(await chain.connection.getMinimumBalanceForRentExemption(size));
    expect(built.fee).toBe(TOKEN_FEE + rent);
    const before = await lamports(holder.publicKey);
    await chainModule.sendSigned(chain.rpc, signWire(built.transaction, holder));
    expect(await tokens(receiver.publicKey, info)).toBe(400n);
    expect(before - (await lamports(holder.publicKey))).toBe(built.fee);
    const created = await chain.connection.getAccountInfo(
      getAssociatedTokenAddressSync(
        extended.mint,
        receiver.publicKey,
        false,
        TOKEN_2022_PROGRAM_ID,
      ),
    );
    expect(created?.data.length).toBe(size);
  },
);

test('a mint address that is not a token mint gives NotATokenMintError', async () => {
  const senderAccount = getAssociatedTokenAddressSync(mint, sender.publicKey);
  for (const address of [senderAccount.toBase58(), sender.publicKey.toBase58()]) {
    await expect(
      chainModule.buildTransfer({
        rpc: chain.rpc,
        from: sender.publicKey.toBase58(),
        to: Keypair.generate().publicKey.toBase58(),
        amount: 1n,
        mint: { ...token, address },
      }),
    ).rejects.toBeInstanceOf(NotATokenMintError);
  }
});

test('a token account pasted as the receiver (off the curve) gives TokenReceiverOffCurveError', async () => {
  const tokenAccount = getAssociatedTokenAddressSync(mint, Keypair.generate().publicKey);
  await expect(
    chainModule.buildTransfer({
      rpc: chain.rpc,
      from: sender.publicKey.toBase58(),
      to: tokenAccount.toBase58(),
      amount: 1n,
      mint: token,
    }),
  ).rejects.toThrow(TokenReceiverOffCurveError);
});
