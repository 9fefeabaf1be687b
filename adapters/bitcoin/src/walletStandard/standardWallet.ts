/**
 * A Wallet Standard wallet as the Bitcoin adapter reads it, the check that keeps only the usable
 * Bitcoin ones, and their connectors. The types are the few of @wallet-standard/base and the
 * Bitcoin extension (as Phantom, Exodus, Magic Eden and Xverse register them) the adapter needs,
 * written here so that the package depends on nothing but @portico/core at page load.
 *
 * A registered wallet is untrusted input: any field may be missing, of the wrong type, or a
 * getter that throws. Reading one never throws; a wallet that cannot be read is skipped.
 */
import { safeWalletIcon, sanitizeWalletName, type Connector } from '@portico/core';

export const WALLET_STANDARD_VERSION = '1.0.0';

/** Chains of Bitcoin start with this ('bitcoin:mainnet', 'bitcoin:testnet', ...). */
export const BITCOIN_CHAIN_PREFIX = 'bitcoin:';

/** The features a wallet must have, each with the method the adapter calls. */
export const REQUIRED_FEATURES = Object.freeze({
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
});

export const WALLET_STANDARD_CONNECTOR_ID_PREFIX = 'wallet-standard:';

/** An account a wallet gives the app (@wallet-standard/base's WalletAccount). */
export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: ArrayLike<number>;
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
  /** Namespaced feature name ('bitcoin:connect', 'standard:events', ...) to feature. */
  readonly features: object;
  readonly accounts: readonly StandardWalletAccount[];
}

/** A Bitcoin connector of a Wallet Standard wallet; its provider is the wallet itself. */
export type StandardWalletConnector = Connector<StandardWallet>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasFeature(features: Record<string, unknown>, name: string, method: string): boolean {
  const feature = features[name];
  return isObject(feature) && typeof feature[method] === 'function';
}

function readStandardWallet(value: unknown): StandardWalletConnector | undefined {
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
  const onBitcoin = chainList.some(
    (chain) => typeof chain === 'string' && chain.startsWith(BITCOIN_CHAIN_PREFIX),
  );
  if (!onBitcoin || !isObject(features)) return undefined;
  const usable = Object.entries(REQUIRED_FEATURES).every(([feature, method]) =>
    hasFeature(features, feature, method),
  );
  if (!usable) return undefined;
  const safeIcon = safeWalletIcon(icon);
  return Object.freeze({
    id: `${WALLET_STANDARD_CONNECTOR_ID_PREFIX}${safeName}`,
    name: safeName,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(safeIcon !== undefined && { imageUrl: safeIcon }),
    provider: value as unknown as StandardWallet,
  });
}

/**
 * The connector of a registered wallet: a Wallet Standard 1.0.0 wallet (name, icon, chains,
 * features, accounts) on at least one `bitcoin:` chain with bitcoin:connect, bitcoin:signMessage
 * and bitcoin:signTransaction; id `wallet-standard:<name>` (the sanitised name). Undefined when
 * it is not one, or when no printable name is left. Never throws, whatever `value` is.
 */
export function bitcoinStandardConnector(value: unknown): StandardWalletConnector | undefined {
  try {
    return readStandardWallet(value);
  } catch {
    return undefined;
  }
}

/** Whether a connector's provider is a Wallet Standard Bitcoin wallet (checked again). */
export function isStandardWalletProvider(provider: unknown): provider is StandardWallet {
  return bitcoinStandardConnector(provider) !== undefined;
}
