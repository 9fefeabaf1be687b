/* global window, document, URL */
// The page-load bench's feature app (issue 16): the README's React app with the feature plugins
// the bench found built under features/* (plugins.js, written by the bench: `export const
// plugins = [...]`), on one local network whose node (anvil) is proxied at /rpc on the page's
// origin. The bench's stand-in wallet connects with anvil's first account, then the bench clicks
// each feature's entry on the account screen (bench/lib/featureViews.mjs). /api is the bench's
// own Portico server for this app, whose chain is that node with a Uniswap v2 exchange on it.
// plugins.js also exports feature-siwx's `serverSessions` when that package is built.
import { createRoot } from 'react-dom/client';
import { createPortico } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { PorticoProvider, ConnectButton, NetworkButton } from '@portico/react';
import '@portico/react/styles.css';
import { plugins, serverSessions } from './plugins.js';

const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Bench Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [new URL('/rpc', window.location.origin).href] } },
  // No balance API for a test network: balances come from the node.
  testnet: true,
});

// `?signIn=server` (the sign-in bench, bench/lib/siwxSignIn.mjs): sign-in with the wallet on,
// verified and kept by the app's Portico server behind /api (@portico/feature-siwx).
const signIn = new URLSearchParams(window.location.search).get('signIn') === 'server';

const portico = createPortico({
  networks: [local],
  adapters: [viemAdapter()],
  services: { walletCatalog: new URL('/api', window.location.origin).href },
  plugins,
  // Names is opt-in (features/names): on, so its entry shows for the unnamed bench account.
  features: { names: true },
  ...(signIn && serverSessions
    ? { siwx: serverSessions({ url: new URL('/api', window.location.origin).href }) }
    : {}),
});

window.__porticoBench = portico;

createRoot(document.getElementById('root')).render(
  <PorticoProvider portico={portico}>
    <NetworkButton />
    <ConnectButton />
  </PorticoProvider>,
);
