import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';

/**
 * SPL Token (and Token-2022 base layout) accounts and mints in the `jsonParsed` shape of
 * Solana's RPC, which web3.js's getParsedAccountInfo / getParsedTokenAccountsByOwner read.
 * Token-2022 extensions are not parsed (their accounts still parse as their base layout).
 */
export const TOKEN_PROGRAM_ADDRESS = TOKEN_PROGRAM_ID.toBase58();
export const TOKEN_2022_PROGRAM_ADDRESS = TOKEN_2022_PROGRAM_ID.toBase58();
export const TOKEN_PROGRAM_ADDRESSES: readonly string[] = [
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
];

/** Token-2022 accounts longer than a token account say what they are in this byte. */
const TOKEN_2022_ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE;
const TOKEN_2022_ACCOUNT_TYPE_MINT = 1;
const TOKEN_2022_ACCOUNT_TYPE_ACCOUNT = 2;

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

export interface TokenAccountFields {
  mint: string;
  owner: string;
  amount: bigint;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: boolean;
  rentExemptReserve: bigint | undefined;
  delegate: string | undefined;
  delegatedAmount: bigint;
  closeAuthority: string | undefined;
}

export interface MintFields {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

export type TokenKind = 'account' | 'mint';

/** What a token program's account holds, from its owner and its data; undefined if neither. */
export function tokenKind(programAddress: string, data: Uint8Array): TokenKind | undefined {
  if (!TOKEN_PROGRAM_ADDRESSES.includes(programAddress)) return undefined;
  if (data.length === ACCOUNT_SIZE) return 'account';
  if (data.length === MINT_SIZE) return 'mint';
  if (programAddress !== TOKEN_2022_PROGRAM_ADDRESS || data.length <= ACCOUNT_SIZE)
    return undefined;
  const accountType = data[TOKEN_2022_ACCOUNT_TYPE_OFFSET];
  if (accountType === TOKEN_2022_ACCOUNT_TYPE_ACCOUNT) return 'account';
  if (accountType === TOKEN_2022_ACCOUNT_TYPE_MINT) return 'mint';
  return undefined;
}

const STATE_NAMES = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
} as const;

export function decodeTokenAccount(data: Uint8Array): TokenAccountFields {
  const raw = AccountLayout.decode(Buffer.from(data.subarray(0, ACCOUNT_SIZE)));
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: STATE_NAMES[raw.state] ?? 'uninitialized',
    isNative: raw.isNativeOption === 1,
    rentExemptReserve: raw.isNativeOption === 1 ? raw.isNative : undefined,
    delegate: raw.delegateOption === 1 ? raw.delegate.toBase58() : undefined,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption === 1 ? raw.closeAuthority.toBase58() : undefined,
  };
}

export function decodeMint(data: Uint8Array): MintFields {
  const raw = MintLayout.decode(Buffer.from(data.subarray(0, MINT_SIZE)));
  return {
    mintAuthority: raw.mintAuthorityOption === 1 ? raw.mintAuthority.toBase58() : null,
    supply: raw.supply,
    decimals: raw.decimals,
    isInitialized: raw.isInitialized,
    freezeAuthority: raw.freezeAuthorityOption === 1 ? raw.freezeAuthority.toBase58() : null,
  };
}

/** `amount` base units with `decimals` decimals, as the RPC writes it ("1.5", never "1.50"). */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The `parsed` member of a jsonParsed token account; `decimals` comes from its mint. */
export function parsedTokenAccount(
  fields: TokenAccountFields,
  decimals: number,
): Record<string, unknown> {
  const info: Record<string, unknown> = {
    isNative: fields.isNative,
    mint: fields.mint,
    owner: fields.owner,
    state: fields.state,
    tokenAmount: uiTokenAmount(fields.amount, decimals),
  };
  if (fields.delegate !== undefined) {
    info.delegate = fields.delegate;
    info.delegatedAmount = uiTokenAmount(fields.delegatedAmount, decimals);
  }
  if (fields.rentExemptReserve !== undefined) {
    info.rentExemptReserve = uiTokenAmount(fields.rentExemptReserve, decimals);
  }
  if (fields.closeAuthority !== undefined) info.closeAuthority = fields.closeAuthority;
  return { info, type: 'account' };
}

export function parsedMint(fields: MintFields): Record<string, unknown> {
  return {
    info: {
      decimals: fields.decimals,
      freezeAuthority: fields.freezeAuthority,
      isInitialized: fields.isInitialized,
      mintAuthority: fields.mintAuthority,
      supply: fields.supply.toString(),
    },
    type: 'mint',
  };
}

export function tokenProgramName(programAddress: string): string {
  return programAddress === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token';
}
