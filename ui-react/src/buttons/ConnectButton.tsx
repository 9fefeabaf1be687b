import { useCallback } from 'react';
import { usePortico } from '../hooks/usePortico';
import { usePorticoAccount } from '../hooks/usePorticoAccount';
import { AccountButton } from './AccountButton';
import { BUTTON_LABELS } from '../ui/buttonLabels';
import { ButtonPlaceContext, useNewButtonPlace } from './buttonPlace';
import { PorticoButton, type PorticoButtonSize } from './PorticoButton';
import { useModalIntent } from './useModalIntent';

export interface ConnectButtonProps {
  /** The text while disconnected; 'Connect Wallet' unless given. */
  readonly label?: string;
  readonly size?: PorticoButtonSize;
  /** Passed to the AccountButton shown once connected. */
  readonly balance?: 'show' | 'hide';
}

/**
 * 'Connect Wallet' while disconnected (a click opens the modal), 'Connecting...' (aria-busy)
 * while connecting or reconnecting, and the AccountButton once connected. Both stand in one
 * ButtonPlace: when one replaces the other, focus goes with it (buttonPlace.ts).
 */
export function ConnectButton({ label, size, balance }: ConnectButtonProps) {
  const { open } = usePortico();
  const status = usePorticoAccount()?.status ?? 'disconnected';
  const openModal = useCallback(() => void open(), [open]);
  const intent = useModalIntent('Connect');
  const place = useNewButtonPlace();
  const busy = status === 'connecting' || status === 'reconnecting';
  return (
    <ButtonPlaceContext.Provider value={place}>
      {status === 'connected' ? (
        <AccountButton size={size} balance={balance} />
      ) : (
        <PorticoButton
          variant="connect"
          size={size}
          onClick={openModal}
          onIntent={intent}
          busy={busy}
        >
          {busy ? BUTTON_LABELS.connecting : (label ?? BUTTON_LABELS.connectWallet)}
        </PorticoButton>
      )}
    </ButtonPlaceContext.Provider>
  );
}
