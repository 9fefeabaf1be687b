import { Keypair, PublicKey, type TransactionInstruction } from '@solana/web3.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from './splInstructions';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './splPrograms';

// The expected addresses and bytes were produced once by @solana/spl-token 0.4.14
// (getAssociatedTokenAddressSync, createTransferCheckedInstruction,
// createAssociatedTokenAccountIdempotentInstruction) in a scratch script run with the same keys,
// before the adapter stopped depending on it; they are hard-coded so that this test needs no
// reference library.
const key = (seed: number) => Keypair.fromSeed(new Uint8Array(32).fill(seed)).publicKey;
const owner = key(1);
const mint = key(2);
const receiver = key(3);
const payer = key(4);

const OWNER_ATA = 'A2XhaCzf7YeQdxcYQvhHufAHnS6Ae8e9UWXMfawxrZHW';
const OWNER_ATA_2022 = '2meyc5EGZPx66Kzdtmz41zWPRYa9tRqf8pdBGQMowdfT';
const RECEIVER_ATA = 'GGwJHGGgHZNKC936z8h6DvoboGeTjenPvR4N38HBFSYD';

function plain(instruction: TransactionInstruction) {
  return {
    programId: instruction.programId.toBase58(),
    keys: instruction.keys.map(({ pubkey, isSigner, isWritable }) => [
      pubkey.toBase58(),
      isSigner,
      isWritable,
    ]),
    data: Buffer.from(instruction.data).toString('hex'),
  };
}

test('the fixed keys and program ids are the ones the reference encodings were made with', () => {
  expect([owner, mint, receiver, payer].map((k) => k.toBase58())).toEqual([
    'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
    '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu',
    'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse',
    'EdmxWPmx2WH6WgFfTdu9xfkYf3k1g5wD1zccTVySEEh1',
  ]);
  expect(TOKEN_PROGRAM_ID.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
  expect(TOKEN_2022_PROGRAM_ID.toBase58()).toBe('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
  expect(ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()).toBe(
    'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  );
});

test('associatedTokenAddress derives the addresses spl-token derives, per token program', () => {
  expect(associatedTokenAddress(mint, owner, TOKEN_PROGRAM_ID).toBase58()).toBe(OWNER_ATA);
  expect(associatedTokenAddress(mint, owner, TOKEN_2022_PROGRAM_ID).toBase58()).toBe(
    OWNER_ATA_2022,
  );
  expect(associatedTokenAddress(mint, receiver, TOKEN_PROGRAM_ID).toBase58()).toBe(RECEIVER_ATA);
});

const transferKeys = [
  [OWNER_ATA, false, true],
  [mint.toBase58(), false, false],
  [RECEIVER_ATA, false, true],
  [owner.toBase58(), true, false],
];

test.each([
  [1n, 0, '0c010000000000000000'],
  [1_500_000n, 6, '0c60e316000000000006'],
  // 2^53 + 1: a float would round it to 2^53, whose first byte is 00, not 01.
  [2n ** 53n + 1n, 9, '0c010000000000200009'],
  [2n ** 64n - 1n, 255, '0cffffffffffffffffff'],
])('transferChecked of %p base units with %p decimals is byte-exact', (amount, decimals, data) => {
  const instruction = transferCheckedInstruction(
    {
      source: new PublicKey(OWNER_ATA),
      mint,
      destination: new PublicKey(RECEIVER_ATA),
      owner,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    amount,
    decimals,
  );
  expect(plain(instruction)).toEqual({
    programId: TOKEN_PROGRAM_ID.toBase58(),
    keys: transferKeys,
    data,
  });
});

test('transferChecked under Token-2022 names that program, with the same layout', () => {
  const instruction = transferCheckedInstruction(
    {
      source: new PublicKey(OWNER_ATA),
      mint,
      destination: new PublicKey(RECEIVER_ATA),
      owner,
      tokenProgram: TOKEN_2022_PROGRAM_ID,
    },
    125n,
    2,
  );
  expect(plain(instruction)).toEqual({
    programId: TOKEN_2022_PROGRAM_ID.toBase58(),
    keys: transferKeys,
    data: '0c7d0000000000000002',
  });
});

test('transferChecked refuses an amount outside u64 and decimals outside u8', () => {
  const accounts = {
    source: new PublicKey(OWNER_ATA),
    mint,
    destination: new PublicKey(RECEIVER_ATA),
    owner,
    tokenProgram: TOKEN_PROGRAM_ID,
  };
  expect(() => transferCheckedInstruction(accounts, 2n ** 64n, 6)).toThrow(RangeError);
  expect(() => transferCheckedInstruction(accounts, -1n, 6)).toThrow(RangeError);
  expect(() => transferCheckedInstruction(accounts, 1n, 256)).toThrow(RangeError);
  expect(() => transferCheckedInstruction(accounts, 1n, 1.5)).toThrow(RangeError);
});

test.each([
  [TOKEN_PROGRAM_ID, receiver, RECEIVER_ATA],
  [TOKEN_2022_PROGRAM_ID, owner, OWNER_ATA_2022],
])('createIdempotent under %s is byte-exact', (tokenProgram, accountOwner, account) => {
  const instruction = createAssociatedTokenAccountIdempotentInstruction({
    payer,
    account: new PublicKey(account),
    owner: accountOwner,
    mint,
    tokenProgram,
  });
  expect(plain(instruction)).toEqual({
    programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
    keys: [
      [payer.toBase58(), true, true],
      [account, false, true],
      [accountOwner.toBase58(), false, false],
      [mint.toBase58(), false, false],
      ['11111111111111111111111111111111', false, false],
      [tokenProgram.toBase58(), false, false],
    ],
    data: '01',
  });
});
