/**
 * Reading the accounts of the SPL token programs from their raw bytes: a token account's amount
 * (a u64 at byte 64, exact above 2^53), whether an account is a mint and which Token-2022
 * extensions it carries, and the size of the associated token account the Associated Token
 * Account program creates for that mint (which sets the rent the sender pays).
 *
 * Layouts: spl-token's state.rs and Token-2022's extension/mod.rs. A Token-2022 mint with
 * extensions is its 82 bytes, zero padding to byte 165, the account type (1 = mint) at byte 165,
 * then type-length-value entries (u16 type, u16 length, the value) until the end or a type 0.
 */
import type { PublicKey } from '@solana/web3.js';
import { UnknownTokenExtensionError } from '../chainErrors';
import {
  MINT_INITIALIZED_OFFSET,
  MINT_SIZE_BYTES,
  MULTISIG_SIZE_BYTES,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_ACCOUNT_AMOUNT_OFFSET,
  TOKEN_ACCOUNT_SIZE_BYTES,
} from './splPrograms';
import { readU16, readU64 } from './u64';

/** The amount of a token account (SPL Token or Token-2022), in base units. */
export function tokenAccountAmount(data: Uint8Array): bigint {
  if (data.length < TOKEN_ACCOUNT_SIZE_BYTES) {
    throw new RangeError(`a token account has at least 165 bytes, not ${data.length}`);
  }
  return readU64(data, TOKEN_ACCOUNT_AMOUNT_OFFSET);
}

const ACCOUNT_TYPE_MINT = 1;
const TLV_HEADER_BYTES = 4;
const EXTENSION_UNINITIALIZED = 0;

export interface MintData {
  readonly programId: PublicKey;
  /** The Token-2022 extension types of the mint, in the order stored; empty for SPL Token. */
  readonly extensionTypes: readonly number[];
}

function extensionTypesOf(data: Uint8Array): number[] | undefined {
  const types: number[] = [];
  let offset = TOKEN_ACCOUNT_SIZE_BYTES + 1;
  while (offset + TLV_HEADER_BYTES <= data.length) {
    const type = readU16(data, offset);
    if (type === EXTENSION_UNINITIALIZED) break;
    const end = offset + TLV_HEADER_BYTES + readU16(data, offset + 2);
    if (end > data.length) return undefined;
    types.push(type);
    offset = end;
  }
  return types;
}

/**
 * The mint stored in `data` of an account owned by `programId` (one of the two token programs),
 * or undefined when the bytes are not an initialised mint (a token account, a multisig, a
 * truncated or malformed account).
 */
export function decodeMint(data: Uint8Array, programId: PublicKey): MintData | undefined {
  if (data.length < MINT_SIZE_BYTES || data[MINT_INITIALIZED_OFFSET] !== 1) return undefined;
  if (data.length === MINT_SIZE_BYTES) return { programId, extensionTypes: [] };
  const extensible =
    programId.equals(TOKEN_2022_PROGRAM_ID) &&
    data.length > TOKEN_ACCOUNT_SIZE_BYTES &&
    data.length !== MULTISIG_SIZE_BYTES &&
    data[TOKEN_ACCOUNT_SIZE_BYTES] === ACCOUNT_TYPE_MINT;
  if (!extensible) return undefined;
  const extensionTypes = extensionTypesOf(data);
  return extensionTypes && { programId, extensionTypes };
}

/** Token-2022 account extensions: type → the bytes of its value. */
const ACCOUNT_EXTENSION_BYTES: ReadonlyMap<number, number> = new Map([
  [2, 8], // TransferFeeAmount: withheld amount u64
  [7, 0], // ImmutableOwner
  [13, 0], // NonTransferableAccount
  [15, 1], // TransferHookAccount: transferring bool
  [27, 0], // PausableAccount
]);

const IMMUTABLE_OWNER = 7;

/**
 * Every mint extension Token-2022 knows (an allow-list), with the account extensions a token
 * account of such a mint must carry (the program's get_required_init_account_extensions).
 */
const MINT_EXTENSIONS: ReadonlyMap<number, readonly number[]> = new Map([
  [1, [2]], // TransferFeeConfig → TransferFeeAmount
  [3, []], // MintCloseAuthority
  [4, []], // ConfidentialTransferMint (accounts opt in later)
  [6, []], // DefaultAccountState
  [9, [13, IMMUTABLE_OWNER]], // NonTransferable → NonTransferableAccount, ImmutableOwner
  [10, []], // InterestBearingConfig
  [12, []], // PermanentDelegate
  [14, [15]], // TransferHook → TransferHookAccount
  [16, []], // ConfidentialTransferFeeConfig
  [18, []], // MetadataPointer
  [19, []], // TokenMetadata
  [20, []], // GroupPointer
  [21, []], // TokenGroup
  [22, []], // GroupMemberPointer
  [23, []], // TokenGroupMember
  [24, []], // ConfidentialMintBurn
  [25, []], // ScaledUiAmountConfig
  [26, [27]], // PausableConfig → PausableAccount
]);

/**
 * The size in bytes of the associated token account created for `mint`: 165 for SPL Token; for
 * Token-2022 the account, its type byte and the extensions its mint requires plus ImmutableOwner
 * (which the Associated Token Account program always adds), padded when that is a multisig's
 * size. A mint extension this table does not know gives UnknownTokenExtensionError.
 */
export function associatedTokenAccountSize(mint: PublicKey, data: MintData): number {
  if (!data.programId.equals(TOKEN_2022_PROGRAM_ID)) return TOKEN_ACCOUNT_SIZE_BYTES;
  const required = new Set([IMMUTABLE_OWNER]);
  for (const type of data.extensionTypes) {
    const accountTypes = MINT_EXTENSIONS.get(type);
    if (!accountTypes) throw new UnknownTokenExtensionError(mint.toBase58(), type);
    for (const accountType of accountTypes) required.add(accountType);
  }
  let size = TOKEN_ACCOUNT_SIZE_BYTES + 1;
  for (const type of required) size += TLV_HEADER_BYTES + (ACCOUNT_EXTENSION_BYTES.get(type) ?? 0);
  return size === MULTISIG_SIZE_BYTES ? size + 2 : size;
}
