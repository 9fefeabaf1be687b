import { ConnectButton, NetworkButton } from '@portico/react';

/**
 * The page, a server component: it imports Portico's buttons from @portico/react (client
 * components, marked "use client" in the package) and renders them into the server's HTML.
 * The browser hydrates them; with a wallet remembered from the last visit they then show the
 * account.
 */
export default function Page() {
  return (
    <>
      <header className="example-header">
        <strong className="example-brand">Portico × Next.js</strong>
        <nav className="example-buttons" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="example-main">
        <h1>Server-rendered wallet buttons</h1>
        <p>
          This page is a React server component. The buttons above are in its HTML before any
          JavaScript runs; the browser hydrates them and Portico reconnects a wallet you connected
          before.
        </p>
      </main>
    </>
  );
}
