/**
 * The demo's one Portico instance, created once when the app loads (never inside a
 * component): the viem adapter on the two local chains, the Solana adapter on the local Solana
 * node, the Bitcoin adapter on the local Bitcoin regtest node, the Polkadot adapter on the
 * local Polkadot chain, WalletConnect through the local relay (its code loads when a visitor
 * picks WalletConnect), and the Portico server for the wallet catalogue and blockchain data.
 * Everything is on the page's own origin.
 */
import { bitcoinAdapter, bitcoinRegtest } from '@portico/adapter-bitcoin';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { polkadotAdapter, polkadotLocal } from '@portico/adapter-polkadot';
import { solanaAdapter } from '@portico/adapter-solana';
import { createPortico, type Portico, type ThemeMode } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { names } from '@portico/feature-names';
import { onramp } from '@portico/feature-onramp';
import { receive } from '@portico/feature-receive';
import { send } from '@portico/feature-send';
import { serverSessions, siwx } from '@portico/feature-siwx';
import { swap } from '@portico/feature-swap';
import { walletGuide } from '@portico/feature-wallet-guide';
import { walletConnect } from '@portico/walletconnect';
import {
  DEMO_API_PATH,
  DEMO_CHAINS,
  type DemoChain,
  DEMO_NATIVE_CURRENCY,
  DEMO_TOKEN,
  demoRpcPath,
} from './demoChains';
import {
  DEMO_SOLANA_NATIVE_CURRENCY,
  DEMO_SOLANA_NETWORK_ID,
  DEMO_SOLANA_NETWORK_NAME,
  DEMO_SOLANA_PATH,
  DEMO_SOLANA_TOKEN,
} from './demoSolana';
import { DEMO_BITCOIN_PATH } from './demoBitcoin';
import {
  DEMO_POLKADOT_GENESIS_HASH,
  DEMO_POLKADOT_NATIVE_CURRENCY,
  DEMO_POLKADOT_NETWORK_NAME,
  DEMO_POLKADOT_PATH,
} from './demoPolkadot';
import { demoSignInModeOf } from './demoSignIn';

const origin = window.location.origin;

const demoNetwork = (chain: DemoChain) =>
  defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: DEMO_NATIVE_CURRENCY,
    rpcUrls: { default: { http: [`${origin}${demoRpcPath(chain.chainId)}`] } },
    // Not `testnet: true`: the balance API is not asked about test networks (spec), and the
    // demo wants its token list from the Portico server.
  });

/** "Portico Local" (31337) and "Portico Local 2" (31338). */
const localNetwork = demoNetwork(DEMO_CHAINS[0]);
const localNetwork2 = demoNetwork(DEMO_CHAINS[1]);

/** "Portico Solana Local": LiteSVM behind the demo server's /solana (HTTP JSON-RPC). */
const solanaLocal = defineNetwork({
  id: DEMO_SOLANA_NETWORK_ID,
  chainNamespace: 'solana',
  name: DEMO_SOLANA_NETWORK_NAME,
  nativeCurrency: DEMO_SOLANA_NATIVE_CURRENCY,
  rpcUrls: { default: { http: [`${origin}${DEMO_SOLANA_PATH}`] } },
});

/**
 * "Bitcoin Regtest": litecoind in regtest behind the demo server's /bitcoin/api (an
 * Esplora-style REST API that speaks Bitcoin regtest addresses). Without litecoind on the
 * machine the stack runs without the node and /bitcoin/api answers 503.
 */
const bitcoinLocal = bitcoinRegtest(`${origin}${DEMO_BITCOIN_PATH}`);

/**
 * "Polkadot Local": chopsticks behind the demo server's /polkadot/ws (a WebSocket, one
 * allow-listed JSON-RPC call at a time). Its genesis hash is fixed (demoPolkadot.ts); its SS58
 * prefix is read from the chain on the first connect.
 */
const polkadotLocalNetwork = polkadotLocal(
  `${origin.replace(/^http/, 'ws')}${DEMO_POLKADOT_PATH}`,
  DEMO_POLKADOT_GENESIS_HASH,
  { name: DEMO_POLKADOT_NETWORK_NAME, nativeCurrency: DEMO_POLKADOT_NATIVE_CURRENCY },
);

const metadata = {
  name: 'Portico Demo',
  description: 'Connect a wallet with Portico, on two local chains.',
  url: origin,
  icons: [`${origin}/favicon.svg`],
};

const demoToken = {
  address: DEMO_TOKEN.address,
  symbol: DEMO_TOKEN.symbol,
  name: DEMO_TOKEN.name,
  decimals: DEMO_TOKEN.decimals,
};

/**
 * Sign-in (@portico/feature-siwx) is on only on the sign-in pages (`/?signIn=on`,
 * `/?signIn=required`; demoSignIn.ts): the default page stays as it was. The stack's Portico
 * server makes the nonces and verifies and keeps the sessions.
 */
export const demoSignInMode = demoSignInModeOf(window.location.search);
const signIn =
  demoSignInMode === 'off'
    ? undefined
    : serverSessions({
        url: `${origin}${DEMO_API_PATH}`,
        statement: 'Sign in to the Portico demo.',
        required: demoSignInMode === 'required',
      });

const preferredThemeMode: ThemeMode = window.matchMedia?.('(prefers-color-scheme: dark)').matches
  ? 'dark'
  : 'light';

export const portico = createPortico({
  networks: [localNetwork, localNetwork2, solanaLocal, bitcoinLocal, polkadotLocalNetwork],
  adapters: [
    viemAdapter({
      tokens: {
        [localNetwork.caipNetworkId]: [demoToken],
        [localNetwork2.caipNetworkId]: [demoToken],
      },
    }),
    solanaAdapter({ tokens: { [solanaLocal.caipNetworkId]: [DEMO_SOLANA_TOKEN] } }),
    bitcoinAdapter(),
    polkadotAdapter(),
  ],
  // One Portico server serves both the wallet catalogue and the blockchain data API.
  services: { walletCatalog: `${origin}${DEMO_API_PATH}` },
  // The demo's relay is proxied at /relay on the page's origin (see stack/relayProxy.ts).
  connectors: [walletConnect({ relayUrl: `${origin.replace(/^http/, 'ws')}/relay`, metadata })],
  metadata,
  themeMode: preferredThemeMode,
  // "I don't have a wallet" and its help, and Receive, Send and Buy (on by default) on the
  // account screen; each one's code loads when a visitor opens its view. Buy pays through the
  // stack's local test on-ramp (stack/demoOnramp.ts: no real money). "Choose a name"
  // (opt-in) registers a name on the stack's Portico server, signed in the demo wallet; the
  // names code loads once an account connects, so the account button shows its name. Sign-in
  // is on only where `siwx` is set (the sign-in pages); its code loads once an account connects.
  plugins: [walletGuide, receive, send, onramp, swap, names, siwx],
  features: { walletGuide: true, names: true },
  ...(signIn && { siwx: signIn }),
});

declare global {
  interface Window {
    /** The demo's instance, to try the API from the console (and for the browser tests). */
    porticoDemo?: Portico;
  }
}
window.porticoDemo = portico;
