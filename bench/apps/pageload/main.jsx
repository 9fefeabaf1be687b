/* global window, document, URL */
// The page-load bench's app: the root README's React app (mainnet and base, the viem adapter,
// a NetworkButton, a ConnectButton and usePorticoAccount) with a projectId and WalletConnect,
// as a user writes it. The bench installs Portico into it from the packed tarballs
// (bench/lib/packedApp.mjs) and builds it with Vite. Only the services are pointed at this
// machine: WalletConnect's relay through a local relay (behind /relay), the wallet catalogue at
// the Portico server (a 10,000-wallet catalogue behind /api, on the page's origin).
import { createRoot } from 'react-dom/client';
import { createPortico } from '@portico/core';
import { mainnet, base } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { walletConnect } from '@portico/walletconnect';
import { PorticoProvider, ConnectButton, NetworkButton, usePorticoAccount } from '@portico/react';
import '@portico/react/styles.css';

const projectId = 'bench0000000000000000000000000000';

const portico = createPortico({
  projectId,
  networks: [mainnet, base],
  adapters: [viemAdapter()],
  connectors: [
    walletConnect({
      projectId,
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

function Status() {
  const account = usePorticoAccount();
  return <p>{account?.isConnected ? account.address : 'Not connected'}</p>;
}

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <NetworkButton />
      <ConnectButton />
      <Status />
    </PorticoProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
