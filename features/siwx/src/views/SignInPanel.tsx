import { useEffect, useRef } from 'react';
import { MESSAGES, TOKENS, type Portico } from '@portico/core';
import { usePorticoAccount, useWalletInfo } from '@portico/react';
import { Button, Spinner, Text, WalletImage, shortAddress } from '@portico/react/ui';
import { SIWX_VIEWS } from '../index';
import { SIWX_LABELS as LABELS } from '../labels';
import { useSiwx } from './useSiwx';

/** The views this panel renders (the spec's names). */
const SIGN_IN_VIEWS: readonly string[] = Object.values(SIWX_VIEWS);

const logosStyle = { display: 'flex', gap: 12, justifyContent: 'center' } as const;
const actionsStyle = { display: 'grid', gap: 8, width: '100%' } as const;

export interface SignInPanelProps {
  readonly portico: Portico;
  /**
   * 'sign': the app's and the wallet's icons (SIWXSignMessage); 'wallet': the wallet's icon
   * ringed while it is asked (ConnectingSiwe). The texts and the buttons are the same.
   */
  readonly look: 'sign' | 'wallet';
}

/**
 * The sign-in panel of both sign-in views: the app (options.metadata: name and icon) asks the
 * connected account to sign in. "Sign in" asks the wallet once however often it is pressed
 * ('Authenticating...' while it is asked and the session is kept); the spec's error text shows
 * when it fails; "Cancel" is the plugin's cancel (disconnects while sign-in is required,
 * otherwise closes the modal and the visitor stays connected, signed out). Signed in, the
 * modal closes.
 */
export function SignInPanel({ portico, look }: SignInPanelProps) {
  const { actions, state } = useSiwx();
  const account = usePorticoAccount();
  const { walletInfo } = useWalletInfo();
  const metadata = portico.resolve(TOKENS.options).metadata;
  const asking = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (!account?.isConnected || !account.address) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }

  const busy = state.status === 'signing' || state.status === 'verifying';
  const appName = metadata?.name || LABELS.thisApp;
  const walletName = walletInfo?.name ?? '';

  const signIn = async () => {
    // A second press (a double click lands before the next render) joins the first.
    if (busy || asking.current) return;
    asking.current = true;
    try {
      const result = await actions.signIn(portico);
      const { open, view } = portico.getState();
      if (result === 'signedIn' && open && SIGN_IN_VIEWS.includes(view)) portico.close();
      if (result === 'declined' && mounted.current) portico.resolve(TOKENS.modal).shake();
    } finally {
      asking.current = false;
    }
  };

  return (
    <div className="portico-view portico-view--center portico-siwx" aria-busy={busy || undefined}>
      {look === 'sign' ? (
        <div style={logosStyle}>
          <WalletImage src={metadata?.icons[0]} name={appName} size={64} />
          <WalletImage src={walletInfo?.icon} name={walletName} size={64} />
        </div>
      ) : (
        <div
          className={
            state.error ? 'portico-connecting__logo is-failed' : 'portico-connecting__logo'
          }
        >
          <WalletImage src={walletInfo?.icon} name={walletName} size={72} />
          {busy && <span className="portico-connecting__ring" aria-hidden="true" />}
        </div>
      )}
      <Text as="h3" variant="heading">
        {LABELS.needsToConnect(appName)}
      </Text>
      <Text variant="muted">
        {LABELS.prove} {state.required ? LABELS.cancelDisconnects : LABELS.cancelStaysConnected}
      </Text>
      <Text variant="small">
        {LABELS.account} <span title={account.address}>{shortAddress(account.address)}</span>
        {look === 'wallet' && walletName && ` · ${LABELS.continueIn(walletName)}`}
      </Text>
      <div aria-live="polite" className="portico-connecting__status">
        {busy && (
          <Text variant="muted">
            <Spinner size="small" /> <span>{MESSAGES.authenticating}</span>
          </Text>
        )}
      </div>
      {state.error && !busy && (
        <Text variant="error" role="alert">
          {state.error}
        </Text>
      )}
      <div style={actionsStyle}>
        <Button fullWidth aria-disabled={busy || undefined} onClick={() => void signIn()}>
          {LABELS.signIn}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => void actions.cancel(portico)}>
          {LABELS.cancel}
        </Button>
      </div>
    </div>
  );
}
