import { useState } from 'react';
import type { Network } from '@portico/core';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Button } from '../ui/Button';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { connectErrorText } from './connect/connectErrorText';
import { NetworkList } from './shared/NetworkList';
import { useInstanceOptions } from './shared/useInstanceOptions';

/**
 * UnsupportedChain: the wallet is on a network outside the configured list. Offers the
 * configured networks (core closes the modal once the switch lands) and Disconnect.
 */
export default function UnsupportedChainView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const [error, setError] = useState<string>();

  const choose = async (network: Network) => {
    setError(undefined);
    try {
      await portico.switchNetwork(network);
    } catch (failure) {
      setError(connectErrorText(failure));
    }
  };
  const disconnect = async () => {
    await portico.disconnect().catch(() => undefined);
    portico.close();
  };

  return (
    <div className="portico-view">
      <Text variant="muted" className="portico-view__intro">
        {LABELS.unsupportedChain}
      </Text>
      <NetworkList
        networks={networks}
        activeId={undefined}
        onChoose={choose}
        label={LABELS.switchNetwork}
      />
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
      <Button variant="danger" fullWidth onClick={disconnect}>
        {LABELS.disconnect}
      </Button>
    </div>
  );
}
