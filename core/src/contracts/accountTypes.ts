/** Account types of spec section 4, and each known namespace's default. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The spec's defaults: smartAccount for eip155, eoa for solana and polkadot, payment for bitcoin. */
export const SPEC_DEFAULT_ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
});

export interface AccountTypePolicy {
  /** The type used when neither the app nor the wallet chooses one. */
  readonly default: AccountType;
  /** Every type this namespace accepts; anything else is refused. */
  readonly accepted: readonly AccountType[];
}

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}
