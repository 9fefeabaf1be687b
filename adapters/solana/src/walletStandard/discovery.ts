/**
 * Wallet Standard wallets on the page as Solana connectors. The registration protocol itself
 * (app-ready / register-wallet, the registry, untrusted wallets skipped) is core's
 * `watchWalletStandard`, shared with the other Wallet Standard adapters; this file keeps the
 * usable Solana wallets (parseStandardWallet) as connectors, one per name.
 */
import {
  watchWalletStandard,
  WALLET_STANDARD_APP_READY_EVENT,
  WALLET_STANDARD_REGISTER_EVENT,
  type Unsubscribe,
  type WalletStandardRegistry,
} from '@portico/core';
import { standardWalletConnector, uniqueConnectors, type SolanaConnector } from './connectors';
import { parseStandardWallet } from './standardWallet';

export const REGISTER_WALLET_EVENT = WALLET_STANDARD_REGISTER_EVENT;
export const APP_READY_EVENT = WALLET_STANDARD_APP_READY_EVENT;

/** What the app hands each wallet (@wallet-standard/base's WindowAppReadyEventAPI). */
export type StandardWalletRegistry = WalletStandardRegistry;

export interface WatchStandardWalletsOptions {
  /** The page's window (any EventTarget); without one, no wallet is ever found. */
  readonly window: EventTarget | undefined;
  /** Receives the full list once at the start and after every change. */
  onChange(connectors: readonly SolanaConnector[]): void;
}

function sameList(
  a: readonly SolanaConnector[] | undefined,
  b: readonly SolanaConnector[],
): boolean {
  return a !== undefined && a.length === b.length && a.every((connector, i) => connector === b[i]);
}

/**
 * Starts discovery: reports the list at once (after the wallets that answer app-ready
 * synchronously), then whenever a wallet registers or unregisters and the list changes.
 * Returns the function that stops it; wallets that register afterwards are ignored.
 */
export function watchStandardWallets(options: WatchStandardWalletsOptions): Unsubscribe {
  let reported: readonly SolanaConnector[] | undefined;
  return watchWalletStandard<SolanaConnector>({
    window: options.window,
    keep: (wallet) => {
      const kept = parseStandardWallet(wallet);
      return kept && standardWalletConnector(kept);
    },
    onChange: (kept) => {
      const next = uniqueConnectors(kept);
      if (sameList(reported, next)) return;
      reported = next;
      options.onChange(next);
    },
  });
}
