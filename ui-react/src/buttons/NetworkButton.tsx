import { useCallback } from 'react';
import type { ChainNamespace } from '@portico/core';
import { usePortico } from '../hooks/usePortico';
import { usePorticoNetwork } from '../hooks/usePorticoNetwork';
import { BUTTON_LABELS } from '../ui/buttonLabels';
import { ButtonIcon } from './ButtonIcon';
import { PorticoButton, type PorticoButtonSize } from './PorticoButton';
import { useModalIntent } from './useModalIntent';

export interface NetworkButtonProps {
  /** The namespace whose network to show; the active namespace when omitted. */
  readonly namespace?: ChainNamespace;
  readonly size?: PorticoButtonSize;
}

/**
 * The active network's name and icon ('Unsupported network' when the wallet is on a chain the
 * app does not list, 'Network' when none is known); a click opens the Networks view.
 */
export function NetworkButton({ namespace, size }: NetworkButtonProps) {
  const { open } = usePortico();
  const { caipNetwork, isUnsupported } = usePorticoNetwork(namespace);
  const openNetworks = useCallback(
    () => void open({ view: 'Networks', namespace }),
    [open, namespace],
  );
  const intent = useModalIntent('Networks');
  const name = isUnsupported
    ? BUTTON_LABELS.unsupportedNetwork
    : (caipNetwork?.name ?? BUTTON_LABELS.network);
  return (
    <PorticoButton
      variant="network"
      size={size}
      onClick={openNetworks}
      onIntent={intent}
      unsupported={isUnsupported}
    >
      {!isUnsupported && <ButtonIcon src={caipNetwork?.assets?.imageUrl} />}
      <span className="portico-button__network">{name}</span>
    </PorticoButton>
  );
}
