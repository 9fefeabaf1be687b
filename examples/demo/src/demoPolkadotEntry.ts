/**
 * The demo wallet's Polkadot side as an extension puts itself on a page: an entry at
 * `window.injectedWeb3[<key>]` from the start (an extension's content script injects at
 * document start; the Polkadot adapter reads the list at start, on DOMContentLoaded and on
 * load). The wallet's code (its keys, its signer) is the demo wallet's own chunk, loaded after
 * the page: the entry's `enable` waits for it. No @polkadot code here.
 *
 * The key is the wallet's name as core compares wallet names (case and spaces aside), so the
 * modal shows the Polkadot side in the "Portico Demo Wallet" row, with its other sides.
 */
import type { InjectedWindowProvider } from '@portico/testing/polkadot-wallet';
import { DEMO_WALLET_ICON } from './demoWalletInfo';

export const DEMO_POLKADOT_EXTENSION_KEY = 'porticodemowallet';
const VERSION = '0.1.0';

/** Puts the entry on `target`; `extension` gives the demo wallet's extension once loaded. */
export function injectDemoPolkadotEntry(
  target: Window,
  extension: () => Promise<InjectedWindowProvider>,
): void {
  const host = target as unknown as { injectedWeb3?: Record<string, unknown> };
  host.injectedWeb3 ??= {};
  host.injectedWeb3[DEMO_POLKADOT_EXTENSION_KEY] = Object.freeze({
    version: VERSION,
    icon: DEMO_WALLET_ICON,
    enable: async (originName: string) => (await extension()).enable(originName),
  });
}
