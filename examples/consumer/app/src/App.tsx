// The root README's React app, with WalletConnect as the README describes it: what a new app
// writes first, built by Vite from the packed packages.
import { createPortico } from '@portico/core';
import { mainnet, base } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { walletConnect } from '@portico/walletconnect';
import { PorticoProvider, ConnectButton, NetworkButton } from '@portico/react';
import '@portico/react/styles.css';

const portico = createPortico({
  networks: [mainnet, base],
  adapters: [viemAdapter()],
  connectors: [walletConnect({ relayUrl: 'wss://relay.example.com' })],
});

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <NetworkButton />
      <ConnectButton />
    </PorticoProvider>
  );
}
