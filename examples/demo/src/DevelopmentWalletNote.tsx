import { ANVIL_ACCOUNTS } from '@portico/testing/browser';
import { DEMO_WALLET_NAME } from './demoWalletInfo';

const DEMO_ADDRESS = ANVIL_ACCOUNTS[0]!.address;

/** Says plainly what the demo wallet is, and why nothing of value belongs in it. */
export function DevelopmentWalletNote() {
  return (
    <section className="demo-card demo-card--warning" aria-labelledby="development-wallet-title">
      <h2 id="development-wallet-title">Development wallet</h2>
      <p>
        <strong>{DEMO_WALLET_NAME}</strong> runs inside this page for the demo. It holds the first
        of anvil&apos;s public test keys (account <code>{DEMO_ADDRESS}</code>) and public Solana,
        Bitcoin and Polkadot keys (<code>demoSolana.ts</code>, <code>demoBitcoin.ts</code>,{' '}
        <code>demoPolkadot.ts</code>), which everyone knows: they are only for these local chains.
        Never send anything of value to it, and never use it outside development.
      </p>
    </section>
  );
}
