/**
 * The demo's development wallet: Portico's real EIP-1193 test wallet, running in the page,
 * holding anvil's first public test key, announced over EIP-6963 as "Portico Demo Wallet".
 * It signs locally and talks to the demo chains through the page's own origin. Its key is
 * public: never use it, or this wallet, with anything of value.
 */
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  type TestWallet,
  type TestWalletControl,
} from '@portico/testing/browser';
import { DEMO_CHAINS, demoRpcPath } from './demoChains';
import { DEMO_WALLET_NAME, DEMO_WALLET_RDNS } from './demoWalletInfo';

declare global {
  interface Window {
    /** The demo wallet's test levers (reject the next prompt, delay answers, ...), for browser tests. */
    porticoDemoWallet?: TestWalletControl;
  }
}

// An amber "DEV" tile: it should not look like a real wallet's logo.
const DEMO_WALLET_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="14" fill="#b45309"/>' +
  '<text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" ' +
  'text-anchor="middle" fill="#fff">DEV</text></svg>';
const DEMO_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(DEMO_WALLET_ICON_SVG)}` as const;

/** Creates the demo wallet, announces it in `target` and exposes its control on `target`. */
export function installDemoWallet(target: Window = window): TestWallet {
  const { origin } = target.location;
  const wallet = createTestWallet({
    privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
    chains: DEMO_CHAINS.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: `${origin}${demoRpcPath(chain.chainId)}`,
    })),
    announce: {
      uuid: target.crypto.randomUUID(),
      name: DEMO_WALLET_NAME,
      rdns: DEMO_WALLET_RDNS,
      icon: DEMO_WALLET_ICON,
    },
  });
  wallet.announceEip6963(target);
  target.porticoDemoWallet = wallet.control;
  return wallet;
}
