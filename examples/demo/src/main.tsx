import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PorticoProvider } from '@portico/react';
import '@portico/react/styles.css';
import './demo.css';
import { App } from './App';
import { injectDemoPolkadotEntry } from './demoPolkadotEntry';
import { portico } from './portico';

// The development wallet is a chunk of its own (it carries a signer): the page renders
// without waiting for it, and the modal lists it as soon as it announces itself.
const demoWallet = import('./demoWallet').then(({ installDemoWallet }) => installDemoWallet());
demoWallet.catch((error: unknown) => console.error('The Portico Demo Wallet did not start', error));
// Its Polkadot side's window.injectedWeb3 entry is there now, as an extension's would be; it
// calls the wallet's chunk when the page asks to connect.
injectDemoPolkadotEntry(window, () => demoWallet.then((wallet) => wallet.polkadot));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <App />
      </PorticoProvider>
    </StrictMode>,
  );
}
