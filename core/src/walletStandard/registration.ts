/**
 * The app side of the Wallet Standard registration protocol (what @wallet-standard/app's
 * getWallets does), whatever the chain: wallets already on the page answer the
 * `wallet-standard:app-ready` event dispatched at the start; wallets that load later dispatch
 * `wallet-standard:register-wallet` with a callback. Both get the same `{ register }` API.
 * An adapter says which wallets it keeps (`keep`: its own check of the chains and features it
 * needs) and gets the kept list, in order of registration, after every change.
 *
 * Everything a wallet passes is untrusted: a callback or a `keep` that throws, or a wallet the
 * adapter does not keep, is skipped and never stops discovery. Nothing here runs unless an
 * adapter calls it: an app without a Wallet Standard adapter bundles none of it.
 */
import type { Unsubscribe } from '../contracts/adapter';

export const WALLET_STANDARD_REGISTER_EVENT = 'wallet-standard:register-wallet';
export const WALLET_STANDARD_APP_READY_EVENT = 'wallet-standard:app-ready';

/** What the app hands each wallet (@wallet-standard/base's WindowAppReadyEventAPI). */
export interface WalletStandardRegistry {
  /** Registers wallets; returns the function that unregisters them. */
  register(...wallets: unknown[]): () => void;
}

export interface WatchWalletStandardOptions<Kept> {
  /** The page's window (any EventTarget); without one, no wallet is ever found. */
  readonly window: EventTarget | undefined;
  /**
   * What the adapter keeps of a registered wallet (a connector, say); undefined skips it. Called
   * once per wallet object; a `keep` that throws skips the wallet.
   */
  keep(wallet: unknown): Kept | undefined;
  /** Receives the kept list once at the start and after every change. */
  onChange(kept: readonly Kept[]): void;
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

function keptOf<Kept>(keep: (wallet: unknown) => Kept | undefined, wallet: unknown) {
  try {
    return keep(wallet);
  } catch {
    return undefined;
  }
}

/**
 * Starts discovery: reports the kept list at once (after the wallets that answer app-ready
 * synchronously), then whenever a kept wallet registers or unregisters. Returns the function
 * that stops it; wallets that register afterwards are ignored.
 */
export function watchWalletStandard<Kept>(options: WatchWalletStandardOptions<Kept>): Unsubscribe {
  const { window } = options;
  /** Registered wallets in order of registration; the value is this registration's entry. */
  const registered = new Map<unknown, { readonly kept: Kept }>();
  let started = false;
  let stopped = false;

  const report = () => {
    if (!started || stopped) return;
    options.onChange(Object.freeze([...registered.values()].map((entry) => entry.kept)));
  };

  const register = (...wallets: unknown[]): (() => void) => {
    if (stopped) return noop;
    const added: [unknown, { readonly kept: Kept }][] = [];
    for (const wallet of wallets) {
      if (registered.has(wallet)) continue;
      const kept = keptOf(options.keep, wallet);
      if (kept === undefined) continue;
      const entry = Object.freeze({ kept });
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
  const api: WalletStandardRegistry = Object.freeze({ register });

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
  window.addEventListener(WALLET_STANDARD_REGISTER_EVENT, onRegisterWallet);
  try {
    const AppReadyEvent = customEventFor(window);
    window.dispatchEvent(new AppReadyEvent(WALLET_STANDARD_APP_READY_EVENT, { detail: api }));
  } catch {
    // A wallet's listener that throws must not stop discovery.
  }
  started = true;
  report();

  return () => {
    if (stopped) return;
    stopped = true;
    window.removeEventListener(WALLET_STANDARD_REGISTER_EVENT, onRegisterWallet);
  };
}
