import { useState } from 'react';
import { TOKENS, type Network, type Router } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { NetworkList } from './shared/NetworkList';
import { connectErrorText } from './connect/connectErrorText';
import { useInstanceOptions } from './shared/useInstanceOptions';

/** Networks: the configured networks, the active one marked; a choice switches and goes back. */
export default function NetworksView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const activeId = useStoreSelector((state) => {
    const namespace = state.activeNamespace;
    return namespace ? state.chains[namespace]?.caipNetworkId : undefined;
  });
  const [error, setError] = useState<string>();

  const choose = async (network: Network) => {
    setError(undefined);
    try {
      await portico.switchNetwork(network);
      // Back to Account: where the list was opened from, or the account when opened directly.
      if (portico.getState().history.length > 1) portico.back();
      else if (portico.getAccount()?.isConnected)
        portico.resolve<Router>(TOKENS.router).reset('Account');
      else portico.close();
    } catch (failure) {
      setError(connectErrorText(failure));
    }
  };

  return (
    <div className="portico-view">
      <NetworkList
        networks={networks}
        activeId={activeId}
        onChoose={choose}
        label={LABELS.networks}
      />
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
    </div>
  );
}
