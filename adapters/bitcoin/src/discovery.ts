/**
 * The Bitcoin wallets on the page, as connectors: Wallet Standard wallets with the bitcoin
 * features (core's `watchWalletStandard` runs the registration protocol; standardWallet.ts keeps
 * the usable ones), then the sats-connect providers `window.btc_providers` lists
 * (satsConnect/providers.ts), read at the start, again on the page's `load` event (a provider
 * injected late) and whenever a Wallet Standard wallet comes or goes. One connector per id; a
 * wallet that is both (Xverse registers both) is listed once, as its Wallet Standard wallet.
 */
import { watchWalletStandard, type Connector, type Unsubscribe } from '@portico/core';
import { satsConnectConnectors } from './satsConnect/providers';
import {
  bitcoinStandardConnector,
  type StandardWalletConnector,
} from './walletStandard/standardWallet';

export interface WatchBitcoinWalletsOptions {
  /** The page's window (any EventTarget); without one, no wallet is ever found. */
  readonly window: EventTarget | undefined;
  /** Receives the full list once at the start and after every change. */
  onChange(connectors: readonly Connector[]): void;
}

/** Same connectors: a sats-connect list read again gives new objects for the same providers. */
function sameConnector(a: Connector | undefined, b: Connector): boolean {
  return (
    a !== undefined &&
    a.id === b.id &&
    a.provider === b.provider &&
    a.name === b.name &&
    a.imageUrl === b.imageUrl
  );
}

function sameList(a: readonly Connector[] | undefined, b: readonly Connector[]): boolean {
  return (
    a !== undefined &&
    a.length === b.length &&
    b.every((connector, i) => sameConnector(a[i], connector))
  );
}

/** Starts discovery; returns the function that stops it. */
export function watchBitcoinWallets(options: WatchBitcoinWalletsOptions): Unsubscribe {
  const { window } = options;
  let standard: readonly StandardWalletConnector[] = [];
  let reported: readonly Connector[] | undefined;
  let stopped = false;

  const report = () => {
    if (stopped) return;
    const byId = new Map<string, Connector>();
    for (const connector of standard)
      if (!byId.has(connector.id)) byId.set(connector.id, connector);
    const standardOnes = [...byId.values()];
    const next: readonly Connector[] = Object.freeze([
      ...standardOnes,
      ...satsConnectConnectors(
        window,
        standardOnes.map((connector) => connector.name),
      ),
    ]);
    if (sameList(reported, next)) return;
    reported = next;
    options.onChange(next);
  };

  const stopStandard = watchWalletStandard({
    window,
    keep: bitcoinStandardConnector,
    onChange: (kept) => {
      standard = kept;
      report();
    },
  });
  window?.addEventListener('load', report);

  return () => {
    if (stopped) return;
    stopped = true;
    stopStandard();
    window?.removeEventListener('load', report);
  };
}
