/**
 * Runs in the page before the app (extensionWalletScript.ts bundles it into a Playwright init
 * script): Portico's EIP-1193 test wallet announced over EIP-6963, as a browser extension is,
 * signing with anvil's first public test key. Like an extension it remembers, per origin,
 * that the visitor approved the app and which chain it is on: after a reload it answers
 * eth_accounts at once, so Portico reconnects it while the page is still loading.
 *
 * For the test it notes, the first time it hands the page its accounts, whether React had
 * hydrated the Connect Wallet button by then (React marks the elements it has hydrated).
 */
import {
  ANVIL_ACCOUNTS,
  announceEip6963Provider,
  createTestWallet,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  type TestWalletChain,
} from '@portico/testing/browser';

const APPROVED_KEY = 'portico-extension-wallet:approved';
const CHAIN_KEY = 'portico-extension-wallet:chain';

export const EXTENSION_WALLET_NAME = 'Portico Extension Wallet';

export interface ExtensionWalletProbe {
  /** Undefined until the wallet first gives the page accounts; then whether React had hydrated. */
  buttonHydratedAtFirstAccounts?: boolean;
}

declare global {
  interface Window {
    porticoExtensionWalletProbe?: ExtensionWalletProbe;
  }
}

function connectButtonHydrated(): boolean {
  const button = document.querySelector('.portico-button--connect');
  return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
}

export function installExtensionWallet(chains: readonly TestWalletChain[]): void {
  const storage = window.localStorage;
  const rememberedChain = Number(storage.getItem(CHAIN_KEY));
  const ordered = [...chains].sort(
    (a, b) => Number(b.chainId === rememberedChain) - Number(a.chainId === rememberedChain),
  );
  const wallet = createTestWallet({
    authorized: storage.getItem(APPROVED_KEY) === 'yes',
    privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
    chains: ordered,
    announce: {
      uuid: window.crypto.randomUUID(),
      name: EXTENSION_WALLET_NAME,
      rdns: 'org.portico.extension-wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23b45309"/%3E%3C/svg%3E',
    },
  });
  wallet.on('accountsChanged', (accounts) => {
    if (Array.isArray(accounts) && accounts.length > 0) storage.setItem(APPROVED_KEY, 'yes');
    else storage.removeItem(APPROVED_KEY);
  });
  wallet.on('chainChanged', (chainId) => storage.setItem(CHAIN_KEY, String(Number(chainId))));

  const probe: ExtensionWalletProbe = {};
  window.porticoExtensionWalletProbe = probe;
  const provider: Eip1193Provider = Object.freeze({
    async request(args: Eip1193RequestArguments) {
      const result = await wallet.request(args);
      const gaveAccounts = Array.isArray(result) && result.length > 0;
      if (args.method.endsWith('accounts') && gaveAccounts) {
        probe.buttonHydratedAtFirstAccounts ??= connectButtonHydrated();
      }
      return result;
    },
    on: wallet.on,
    removeListener: wallet.removeListener,
  });
  announceEip6963Provider({ info: wallet.info, provider }, window);
}
