import { ConnectButton, NetworkButton } from '@portico/react';
import { DevelopmentWalletNote } from './DevelopmentWalletNote';
import { demoSignInMode } from './portico';
import { SignInCard } from './SignInCard';
import { ThemeToggle } from './ThemeToggle';
import { WalletActions } from './WalletActions';

function PorticoMark() {
  return (
    <svg className="demo-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" />
      <path d="M9 25V9h8a5 5 0 0 1 0 10h-4v6z" />
    </svg>
  );
}

/** The demo page: a product-like header with Portico's buttons, and what to try. */
export function App() {
  return (
    <>
      <header className="demo-header">
        <a className="demo-brand" href="/">
          <PorticoMark />
          <span>Portico</span>
          <span className="demo-brand__badge">Demo</span>
        </a>
        <div className="demo-header__actions">
          <ThemeToggle />
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-intro" aria-labelledby="demo-title">
          <h1 id="demo-title">Connect a wallet, entirely on this machine</h1>
          <p>
            This page uses Portico, an open-source wallet-connection modal, with two local chains
            (Portico Local and Portico Local 2) and Portico&apos;s own server for the wallet list,
            balances and activity. Nothing here talks to the internet.
          </p>
        </section>
        <section className="demo-card" aria-labelledby="demo-steps-title">
          <h2 id="demo-steps-title">Try it</h2>
          <ol className="demo-steps">
            <li>
              Click <strong>Connect Wallet</strong> and pick <strong>Portico Demo Wallet</strong>.
            </li>
            <li>Open your account: the balance, tokens and activity come from the local chain.</li>
            <li>Switch to Portico Local 2 with the network button, then disconnect.</li>
            <li>
              Pick the wallet&apos;s <strong>Bitcoin</strong> side: 1 BTC on a local regtest chain,
              to send from your account.
            </li>
            <li>
              Pick its <strong>Polkadot</strong> side, then one of its two accounts: 100 ROC each on
              a local chain.
            </li>
            <li>
              Or pick <strong>WalletConnect</strong>, copy the link and pair the test wallet from a
              second terminal: <code>npm run demo:wallet -- &apos;wc:…&apos;</code>.
            </li>
          </ol>
        </section>
        <WalletActions />
        <SignInCard mode={demoSignInMode} />
        <DevelopmentWalletNote />
      </main>
    </>
  );
}
