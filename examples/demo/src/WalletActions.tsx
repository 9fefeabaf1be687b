import { useState } from 'react';
import { parseUnits } from '@portico/core';
import { usePortico, usePorticoAccount, usePorticoNetwork } from '@portico/react';

/** What the demo sends to yourself, in the active network's native currency. */
const SELF_TRANSFER_AMOUNT = '0.001';
const SIGNED_MESSAGE = 'Hello from the Portico demo';

type Outcome = { readonly label: string; readonly value: string } | undefined;

/**
 * Once a wallet is connected: sign a message and send 0.001 of the active network's currency
 * (ETH or SOL) to yourself, in the active namespace, through
 * portico.signMessage / portico.sendTransaction, whichever wallet it is (the demo wallet or
 * one paired over WalletConnect). A declined request shows Portico's 'Signature declined'.
 */
export function WalletActions() {
  const portico = usePortico();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  if (!account?.isConnected || !account.address) return null;
  const address = account.address;
  const currency = network.caipNetwork?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };

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
              portico.sendTransaction({
                to: address,
                value: parseUnits(SELF_TRANSFER_AMOUNT, currency.decimals),
              }),
            )
          }
        >
          Send {SELF_TRANSFER_AMOUNT} {currency.symbol} to yourself
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
