/**
 * A Wallet Standard wallet as Portico reads it, and the check that keeps only the usable
 * Solana ones. The types are the few of @wallet-standard/base the adapter needs, written here
 * so that the package depends on nothing but @portico/core.
 *
 * A registered wallet is untrusted input: any field may be missing, of the wrong type, or a
 * getter that throws. Reading one never throws; a wallet that cannot be read is skipped.
 */
import { safeWalletIcon, sanitizeWalletName } from '@portico/core';

/** The Wallet Standard version this adapter speaks. */
export const WALLET_STANDARD_VERSION = '1.0.0';

/** Chains of the Solana namespace start with this ('solana:mainnet', 'solana:devnet', ...). */
export const SOLANA_CHAIN_PREFIX = 'solana:';

/** The features a wallet must have, each with the method the adapter will call. */
export const REQUIRED_FEATURES = Object.freeze({
  'standard:connect': 'connect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
});

/** A wallet must have at least one of these (a wallet that signs, or signs and sends). */
export const TRANSACTION_FEATURES = Object.freeze({
  'solana:signAndSendTransaction': 'signAndSendTransaction',
  'solana:signTransaction': 'signTransaction',
});

/** An account a wallet gives the app (@wallet-standard/base's WalletAccount). */
export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
  readonly label?: string;
  readonly icon?: string;
}

/** A Wallet Standard wallet (@wallet-standard/base's Wallet). */
export interface StandardWallet {
  readonly version: typeof WALLET_STANDARD_VERSION;
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  /** Namespaced feature name ('standard:connect', 'solana:signMessage', ...) to feature. */
  readonly features: object;
  readonly accounts: readonly StandardWalletAccount[];
}

/** A wallet that passed the check, with its name and icon made safe to show. */
export interface KeptStandardWallet {
  /** Sanitised: see sanitizeWalletName. */
  readonly name: string;
  /** A data URI of an image type, when the wallet gave a valid one. */
  readonly icon?: string;
  readonly wallet: StandardWallet;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The feature `name` of `features` is an object whose `method` is a function. */
function hasFeature(features: Record<string, unknown>, name: string, method: string): boolean {
  const feature = features[name];
  return isObject(feature) && typeof feature[method] === 'function';
}

function hasSolanaFeatures(features: Record<string, unknown>): boolean {
  return (
    Object.entries(REQUIRED_FEATURES).every(([name, method]) =>
      hasFeature(features, name, method),
    ) &&
    Object.entries(TRANSACTION_FEATURES).some(([name, method]) =>
      hasFeature(features, name, method),
    )
  );
}

function readStandardWallet(value: unknown): KeptStandardWallet | undefined {
  if (!isObject(value)) return undefined;
  // Each field is read once: a getter could answer differently the second time.
  const { version, name, icon, chains, features, accounts } = value;
  if (version !== WALLET_STANDARD_VERSION) return undefined;
  if (typeof icon !== 'string' || !Array.isArray(accounts) || !Array.isArray(chains)) {
    return undefined;
  }
  const safeName = sanitizeWalletName(name);
  if (safeName === undefined) return undefined;
  const chainList: readonly unknown[] = chains;
  const onSolana = chainList.some(
    (chain) => typeof chain === 'string' && chain.startsWith(SOLANA_CHAIN_PREFIX),
  );
  if (!onSolana || !isObject(features) || !hasSolanaFeatures(features)) return undefined;
  const safeIcon = safeWalletIcon(icon);
  return Object.freeze({
    name: safeName,
    ...(safeIcon !== undefined && { icon: safeIcon }),
    wallet: value as unknown as StandardWallet,
  });
}

/**
 * Checks a registered wallet: a Wallet Standard 1.0.0 wallet (name, icon, chains, features,
 * accounts) on at least one `solana:` chain, with standard:connect, standard:events,
 * solana:signMessage and solana:signAndSendTransaction or solana:signTransaction. Undefined
 * when it is not, or when no printable name is left. Never throws, whatever `value` is.
 */
export function parseStandardWallet(value: unknown): KeptStandardWallet | undefined {
  try {
    return readStandardWallet(value);
  } catch {
    return undefined;
  }
}
