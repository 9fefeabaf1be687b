import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Text } from '../ui/Text';
import { WalletImage } from '../ui/WalletImage';
import { LABELS } from '../ui/labels';
import { connectErrorText } from './connect/connectErrorText';

type Attempt =
  { readonly status: 'waiting' } | { readonly status: 'failed'; readonly text: string };

/**
 * ConnectingExternal: asks the wallet of `data.connectorId` to connect (once per mount, and
 * again on "Try again"), shows "Continue in {name}" while waiting, and the error when the
 * wallet declines, with a shake (core's connect raises the 'Signature declined' toast when the
 * user said no). On success core closes the modal.
 */
export default function ConnectingExternalView({ portico, data }: PorticoViewProps) {
  const connectorId = data?.connectorId;
  const namespace = data?.namespace;
  const connector = useStoreSelector((state) =>
    state.connectors.find(
      (candidate) => candidate.id === connectorId && (!namespace || candidate.chain === namespace),
    ),
  );
  const [attempt, setAttempt] = useState<Attempt>({ status: 'waiting' });
  const mounted = useRef(true);
  const started = useRef(false);

  const connect = useCallback(() => {
    if (!connectorId) return;
    setAttempt({ status: 'waiting' });
    portico.connect({ connectorId, namespace }).catch((error: unknown) => {
      if (!mounted.current) return;
      setAttempt({ status: 'failed', text: connectErrorText(error) });
      portico.resolve(TOKENS.modal).shake();
    });
  }, [portico, connectorId, namespace]);

  useEffect(() => {
    mounted.current = true;
    // A ref, not an effect dependency: StrictMode's second effect run must not ask twice.
    if (!started.current) {
      started.current = true;
      connect();
    }
    return () => {
      mounted.current = false;
    };
  }, [connect]);

  const name = connector?.name ?? connectorId ?? '';
  return (
    <div className="portico-view portico-view--center portico-connecting">
      <div
        className={
          attempt.status === 'failed'
            ? 'portico-connecting__logo is-failed'
            : 'portico-connecting__logo'
        }
      >
        <WalletImage src={connector?.imageUrl} name={name} size={72} />
        {attempt.status === 'waiting' && (
          <span className="portico-connecting__ring" aria-hidden="true" />
        )}
      </div>
      <Text as="h3" variant="heading">
        {LABELS.continueIn(name)}
      </Text>
      <div aria-live="polite" className="portico-connecting__status">
        {attempt.status === 'waiting' ? (
          <Text variant="muted">
            <Spinner size="small" /> {LABELS.acceptRequest}
          </Text>
        ) : (
          <Text variant="error">{attempt.text}</Text>
        )}
      </div>
      {attempt.status === 'failed' && (
        <Button variant="secondary" onClick={connect}>
          {LABELS.tryAgain}
        </Button>
      )}
    </div>
  );
}
