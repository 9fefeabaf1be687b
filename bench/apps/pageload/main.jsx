/* global window, document, URL */
// The page-load bench's app, as a consumer writes it: one network, the viem adapter,
// WalletConnect through a local relay (behind /relay), the Portico server (a 10,000-wallet
// catalogue, behind /api on the page's origin), and PorticoProvider with a ConnectButton.
// Packages resolve to their built dist, as from npm.
import { createRoot } from 'react-dom/client';
import { createPortico } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { walletConnect } from '@portico/walletconnect';
import { ConnectButton, PorticoProvider } from '@portico/react';
import '@portico/react/styles.css';

const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [new URL('/rpc/31337', window.location.origin).href] } },
  testnet: true,
});

const portico = createPortico({
  networks: [local],
  adapters: [viemAdapter()],
  connectors: [
    walletConnect({
      relayUrl: new URL('/relay', window.location.origin.replace(/^http/, 'ws')).href,
      metadata: {
        name: 'Bench',
        description: 'Page-load bench',
        url: window.location.origin,
        icons: [],
      },
    }),
  ],
  services: { walletCatalog: new URL('/api', window.location.origin).href },
});

// The bench opens AllWallets through the instance (the page has no button for it).
window.__porticoBench = portico;

createRoot(document.getElementById('root')).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
);
