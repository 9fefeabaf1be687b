/**
 * The app side of the Wallet Standard registration protocol (what @wallet-standard/app's
 * getWallets does), turned into Portico connectors. Wallets already on the page answer the
 * `wallet-standard:app-ready` event dispatched at the start; wallets that load later dispatch
 * `wallet-standard:register-wallet` with a callback. Both get the same `{ register }` API.
 *
 * Everything a wallet passes is untrusted: a callback or wallet that throws, or a wallet that is
 * not one, is skipped and never stops discovery.
 */
import type { Unsubscribe } from '@portico/core';
import { standardWalletConnector, uniqueConnectors, type SolanaConnector } from './connectors';
import { parseStandardWallet } from './standardWallet';

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

/** What the app hands each wallet (@wallet-standard/base's WindowAppReadyEventAPI). */
export interface StandardWalletRegistry {
  /** Registers wallets; returns the function that unregisters them. */
  register(...wallets: unknown[]): () => void;
}

export interface WatchStandardWalletsOptions {
  /** The page's window (any EventTarget); without one, no wallet is ever found. */
  readonly window: EventTarget | undefined;
  /** Receives the full list once at the start and after every change. */
  onChange(connectors: readonly SolanaConnector[]): void;
}

const noop = () => undefined;

/** A window brings its own CustomEvent (jsdom's events must come from jsdom). */
function customEventFor(target: EventTarget): typeof CustomEvent {
  try {
    const own: unknown = (target as { CustomEvent?: unknown }).CustomEvent;
    return typeof own === 'function' ? (own as typeof CustomEvent) : globalThis.CustomEvent;
  } catch {
    return globalThis.CustomEvent;
  }
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
  const { window } = options;
  /** Registered wallets in order of registration; the value is this registration's token. */
  const registered = new Map<unknown, { readonly connector: SolanaConnector }>();
  let reported: readonly SolanaConnector[] | undefined;
  let started = false;
  let stopped = false;

  const report = () => {
    if (!started || stopped) return;
    const next = uniqueConnectors([...registered.values()].map((entry) => entry.connector));
    if (sameList(reported, next)) return;
    reported = next;
    options.onChange(next);
  };

  const register = (...wallets: unknown[]): (() => void) => {
    if (stopped) return noop;
    const added: [unknown, { readonly connector: SolanaConnector }][] = [];
    for (const wallet of wallets) {
      if (registered.has(wallet)) continue;
      const kept = parseStandardWallet(wallet);
      if (kept === undefined) continue;
      const entry = Object.freeze({ connector: standardWalletConnector(kept) });
      registered.set(wallet, entry);
      added.push([wallet, entry]);
    }
    if (added.length === 0) return noop;
    report();
    return () => {
      // Only this registration: the wallet may have been unregistered and registered again.
      for (const [wallet, entry] of added.splice(0)) {
        if (registered.get(wallet) === entry) registered.delete(wallet);
      }
      report();
    };
  };
  const api: StandardWalletRegistry = Object.freeze({ register });

  if (!window) {
    started = true;
    report();
    return noop;
  }

  const onRegisterWallet = (event: Event) => {
    if (stopped) return;
    try {
      const callback: unknown = (event as { detail?: unknown }).detail;
      if (typeof callback === 'function') callback(api);
    } catch {
      // A wallet whose callback throws is not registered; the others are unaffected.
    }
  };
  window.addEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
  try {
    const AppReadyEvent = customEventFor(window);
    window.dispatchEvent(new AppReadyEvent(APP_READY_EVENT, { detail: api }));
  } catch {
    // A wallet's listener that throws must not stop discovery.
  }
  started = true;
  report();

  return () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
  };
}
