import { TOKENS, type Portico } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Text } from '../ui/Text';
import { CopyIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';
import { QrCode } from './QrCode';
import type { PairingView } from './usePairing';
import type { PairingFailure } from './useWalletConnectAttempt';

export interface PairingCodeProps {
  readonly portico: Portico;
  readonly pairing: PairingView;
  /** False on a phone with a wallet to open: the links replace the code. */
  readonly showQr: boolean;
  /** The last connection attempt failed: its text and "Try again" replace the code. */
  readonly failure?: PairingFailure;
}

/**
 * The pairing as a QR code with "Copy link"; while there is none yet, a waiting text (or, when
 * the app has no WalletConnect connector, that WalletConnect is not set up); when it has
 * expired, a refreshing text until the connector puts a new one in the state. After a failed
 * attempt, the failure and "Try again" (its pairing is dead: no code, no link), in the same
 * live region, so screen readers hear it.
 */
export function PairingCode({ portico, pairing, showQr, failure }: PairingCodeProps) {
  const hasConnector = useStoreSelector((state) =>
    state.connectors.some((connector) => connector.type === 'WALLET_CONNECT'),
  );
  const copy = async (uri: string) => {
    try {
      await navigator.clipboard.writeText(uri);
      portico.resolve(TOKENS.toasts).success(LABELS.linkCopied);
    } catch {
      // No clipboard (insecure context, permission denied): the QR code is still there.
    }
  };

  // No connector will ever bring a pairing: say so rather than wait for one.
  if (!failure && pairing.status === 'waiting' && !hasConnector) {
    return (
      <div className="portico-wc__pairing">
        <Text variant="muted">{LABELS.walletConnectUnavailable}</Text>
      </div>
    );
  }

  return (
    <div className="portico-wc__pairing">
      {showQr && !failure && (
        <div
          className={
            pairing.status === 'ready' ? 'portico-wc__qr' : 'portico-wc__qr is-placeholder'
          }
        >
          {pairing.status === 'ready' ? <QrCode value={pairing.uri} /> : <Spinner size="large" />}
        </div>
      )}
      <div aria-live="polite" className="portico-wc__status">
        {failure && <Text variant="error">{failure.text}</Text>}
        {!failure && pairing.status !== 'ready' && (
          <Text variant="muted">
            <Spinner size="small" />{' '}
            <span>
              {pairing.status === 'waiting' ? LABELS.preparingLink : LABELS.refreshingLink}
            </span>
          </Text>
        )}
      </div>
      {failure && (
        <Button variant="secondary" onClick={failure.retry}>
          {LABELS.tryAgain}
        </Button>
      )}
      {!failure && pairing.status === 'ready' && (
        <Button variant="link" onClick={() => copy(pairing.uri)}>
          <CopyIcon /> {LABELS.copyLink}
        </Button>
      )}
    </div>
  );
}
