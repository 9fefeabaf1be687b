import { Keypair } from '@solana/web3.js';
import { UnknownTokenExtensionError } from '../chainErrors';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './splPrograms';
import { associatedTokenAccountSize, decodeMint, tokenAccountAmount } from './tokenAccountData';
import { encodeU64 } from './u64';

const mintAddress = Keypair.generate().publicKey;

function tokenAccount(amount: bigint, length = 165): Uint8Array {
  const data = new Uint8Array(length);
  data.fill(0xaa, 0, 64); // mint and owner: not zero, so a wrong offset shows
  data.set(encodeU64(amount), 64);
  data.fill(0xbb, 72, 165);
  return data;
}

function mint(initialized = true): Uint8Array {
  const data = new Uint8Array(82);
  data[44] = 6; // decimals
  data[45] = initialized ? 1 : 0;
  return data;
}

/** A Token-2022 mint with type-length-value entries after its account type byte. */
function mint2022(entries: readonly (readonly [type: number, length: number])[], accountType = 1) {
  const tlv = entries.flatMap(([type, length]) => [
    type & 0xff,
    type >> 8,
    length & 0xff,
    length >> 8,
    ...new Array<number>(length).fill(0xcc),
  ]);
  const data = new Uint8Array(166 + tlv.length);
  data.set(mint());
  data[165] = accountType;
  data.set(tlv, 166);
  return data;
}

test('tokenAccountAmount reads the u64 at byte 64, exactly above 2^53', () => {
  for (const amount of [0n, 1n, 2n ** 53n + 1n, 2n ** 60n + 234n, 2n ** 64n - 1n]) {
    expect(tokenAccountAmount(tokenAccount(amount))).toBe(amount);
  }
  // A Token-2022 account with extensions is longer; the amount is at the same place.
  expect(tokenAccountAmount(tokenAccount(2n ** 63n + 7n, 170))).toBe(2n ** 63n + 7n);
});

test('tokenAccountAmount refuses data shorter than a token account', () => {
  expect(() => tokenAccountAmount(new Uint8Array(164))).toThrow(RangeError);
});

test('decodeMint accepts an initialised 82-byte mint of either program', () => {
  expect(decodeMint(mint(), TOKEN_PROGRAM_ID)).toEqual({
    programId: TOKEN_PROGRAM_ID,
    extensionTypes: [],
  });
  expect(decodeMint(mint(), TOKEN_2022_PROGRAM_ID)?.extensionTypes).toEqual([]);
});

test('decodeMint refuses what is not an initialised mint', () => {
  expect(decodeMint(mint(false), TOKEN_PROGRAM_ID)).toBeUndefined();
  expect(decodeMint(new Uint8Array(81).fill(1), TOKEN_PROGRAM_ID)).toBeUndefined();
  // A token account (165 bytes) and a multisig (355 bytes), under either program.
  for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    expect(decodeMint(tokenAccount(5n), program)).toBeUndefined();
    const multisig = new Uint8Array(355);
    multisig.set(mint());
    multisig[165] = 1;
    expect(decodeMint(multisig, program)).toBeUndefined();
  }
  // An extended mint under the SPL Token program, which has no extensions.
  expect(decodeMint(mint2022([[3, 32]]), TOKEN_PROGRAM_ID)).toBeUndefined();
  // An extended Token-2022 account whose type byte says token account (2), not mint (1).
  expect(decodeMint(mint2022([[7, 0]], 2), TOKEN_2022_PROGRAM_ID)).toBeUndefined();
  // An extension whose length runs past the end of the data.
  const truncated = mint2022([[1, 108]]).subarray(0, 166 + 4 + 50);
  expect(decodeMint(truncated, TOKEN_2022_PROGRAM_ID)).toBeUndefined();
});

test('decodeMint lists a Token-2022 mint’s extensions, stopping at a zero type (padding)', () => {
  const data = mint2022([
    [3, 32],
    [1, 108],
    [0, 0],
    [14, 64],
  ]);
  expect(decodeMint(data, TOKEN_2022_PROGRAM_ID)?.extensionTypes).toEqual([3, 1]);
});

// Sizes where spl-token 0.4.14's getAccountLen (over getAccountTypeOfMintType, plus
// ImmutableOwner) agrees with the Token-2022 program, computed once in a scratch script:
// none 170, TransferFeeConfig 182, NonTransferable 174, TransferHook 175, PausableConfig 174.
test.each([
  ['no extension', 170, []],
  ['TransferFeeConfig', 182, [1]],
  ['NonTransferable', 174, [9]],
  ['TransferHook', 175, [14]],
  ['PausableConfig', 174, [26]],
  ['TransferFeeConfig + TransferHook + PausableConfig', 191, [1, 14, 26]],
])('a Token-2022 mint with %s gets an associated account of %p bytes', (_, size, types) => {
  const data = { programId: TOKEN_2022_PROGRAM_ID, extensionTypes: types };
  expect(associatedTokenAccountSize(mintAddress, data)).toBe(size);
});

// spl-token 0.4.14 counted 4 bytes for each of these (a zero-length "Uninitialized" entry) and
// 295 more for ConfidentialTransferMint; the program adds no account extension for them, so the
// account is 170 bytes (splTransfer.test.ts checks the rent against the chain).
test.each([[3], [4], [6], [10], [12], [16], [18], [19], [20], [21], [22], [23], [24], [25]])(
  'mint extension %p needs no account extension: 170 bytes',
  (type) => {
    const data = { programId: TOKEN_2022_PROGRAM_ID, extensionTypes: [type] };
    expect(associatedTokenAccountSize(mintAddress, data)).toBe(170);
  },
);

test('an SPL Token mint gets a 165-byte account', () => {
  const data = { programId: TOKEN_PROGRAM_ID, extensionTypes: [] };
  expect(associatedTokenAccountSize(mintAddress, data)).toBe(165);
});

test('a mint extension type the adapter does not know gives UnknownTokenExtensionError', () => {
  for (const type of [2, 7, 28, 0xffff]) {
    const data = { programId: TOKEN_2022_PROGRAM_ID, extensionTypes: [3, type] };
    expect(() => associatedTokenAccountSize(mintAddress, data)).toThrow(UnknownTokenExtensionError);
  }
});
