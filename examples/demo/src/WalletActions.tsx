import { useState } from 'react';
import { usePortico, usePorticoAccount } from '@portico/react';

/** 0.001 ether in wei. */
const SELF_TRANSFER_WEI = 10n ** 15n;
const SIGNED_MESSAGE = 'Hello from the Portico demo';

type Outcome = { readonly label: string; readonly value: string } | undefined;

/**
 * Once a wallet is connected: sign a message and send 0.001 ETH to yourself, through
 * portico.signMessage / portico.sendTransaction, whichever wallet it is (the demo wallet or
 * one paired over WalletConnect). A declined request shows Portico's 'Signature declined'.
 */
export function WalletActions() {
  const portico = usePortico();
  const account = usePorticoAccount();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  if (!account?.isConnected || !account.address) return null;
  const address = account.address;

  const run = async (label: string, action: () => Promise<string>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome({ label, value: await action() });
    } catch (error) {
      setOutcome({ label: 'Error', value: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="demo-card" aria-labelledby="demo-actions-title">
      <h2 id="demo-actions-title">Ask your wallet</h2>
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button"
          disabled={busy}
          onClick={() => run('Signature', () => portico.signMessage({ message: SIGNED_MESSAGE }))}
        >
          Sign a message
        </button>
        <button
          type="button"
          className="demo-button"
          disabled={busy}
          onClick={() =>
            run('Transaction', () =>
              portico.sendTransaction({ to: address, value: SELF_TRANSFER_WEI }),
            )
          }
        >
          Send 0.001 ETH to yourself
        </button>
      </div>
      <p>
        Message: <q>{SIGNED_MESSAGE}</q>
      </p>
      {outcome && (
        <p>
          {outcome.label}: <output aria-label={outcome.label}>{outcome.value}</output>
        </p>
      )}
    </section>
  );
}
