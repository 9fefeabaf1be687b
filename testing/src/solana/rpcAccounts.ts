import type { LiteSVM } from 'litesvm';
import { encodeBase58 } from './rpcBase58';
import { invalidParams, optionalChoice, requireNonNegativeInteger, type Config } from './rpcParams';
import {
  decodeMint,
  decodeTokenAccount,
  parsedMint,
  parsedTokenAccount,
  tokenKind,
  tokenProgramName,
} from './rpcTokenAccounts';

/** An account as the RPC server reads it from LiteSVM. */
export interface StoredAccount {
  readonly address: string;
  readonly lamports: bigint;
  readonly owner: string;
  readonly data: Uint8Array;
  readonly executable: boolean;
}

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed';
const ACCOUNT_ENCODINGS: readonly AccountEncoding[] = ['base64', 'base58', 'jsonParsed'];

export interface DataSlice {
  readonly offset: number;
  readonly length: number;
}

/** Solana writes u64::MAX for rent-exempt accounts; the nearest JSON number is 2^64. */
const RENT_EPOCH_EXEMPT = 2 ** 64;

/** The account at `address` (already validated as 32 bytes), undefined when it holds no lamports. */
export function readAccount(svm: LiteSVM, address: string): StoredAccount | undefined {
  const account = svm.getAccount(address as Parameters<LiteSVM['getAccount']>[0]);
  if (!account.exists || account.lamports === 0n) return undefined;
  return {
    address,
    lamports: account.lamports,
    owner: account.programAddress,
    data: Uint8Array.from(account.data),
    executable: account.executable,
  };
}

/** The `encoding` of an account-reading call (Solana's default is base58; web3.js asks base64). */
export function readAccountEncoding(config: Config): AccountEncoding {
  return optionalChoice(config.encoding, 'encoding', ACCOUNT_ENCODINGS, 'base58');
}

export function readDataSlice(config: Config): DataSlice | undefined {
  const slice = config.dataSlice;
  if (slice === undefined || slice === null) return undefined;
  if (typeof slice !== 'object') throw invalidParams('dataSlice must be {offset, length}');
  const { offset, length } = slice as Record<string, unknown>;
  return {
    offset: requireNonNegativeInteger(offset, 'dataSlice.offset'),
    length: requireNonNegativeInteger(length, 'dataSlice.length'),
  };
}

function binaryData(data: Uint8Array, encoding: 'base64' | 'base58'): [string, string] {
  return encoding === 'base64'
    ? [Buffer.from(data).toString('base64'), 'base64']
    : [encodeBase58(data), 'base58'];
}

/** The `parsed` form of a token account or mint; undefined for anything else (sent as base64). */
function parsedData(svm: LiteSVM, account: StoredAccount): Record<string, unknown> | undefined {
  const kind = tokenKind(account.owner, account.data);
  if (kind === 'mint') return parsedMint(decodeMint(account.data));
  if (kind !== 'account') return undefined;
  const fields = decodeTokenAccount(account.data);
  const mint = readAccount(svm, fields.mint);
  if (mint === undefined || tokenKind(mint.owner, mint.data) !== 'mint') return undefined;
  return parsedTokenAccount(fields, decodeMint(mint.data).decimals);
}

/** An account in the shape of getAccountInfo's `value`. */
export function encodeAccount(
  svm: LiteSVM,
  account: StoredAccount,
  encoding: AccountEncoding,
  dataSlice?: DataSlice,
): Record<string, unknown> {
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data;
  const parsed =
    encoding === 'jsonParsed' && dataSlice === undefined ? parsedData(svm, account) : undefined;
  return {
    data:
      parsed !== undefined
        ? { program: tokenProgramName(account.owner), parsed, space: account.data.length }
        : binaryData(data, encoding === 'base58' ? 'base58' : 'base64'),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EPOCH_EXEMPT,
    space: account.data.length,
  };
}
