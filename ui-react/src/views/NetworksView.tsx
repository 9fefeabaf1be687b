import { TOKENS, type Router } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { NetworkList } from './shared/NetworkList';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useSwitchNetwork } from './shared/useSwitchNetwork';

/** Networks: the configured networks, the active one marked; a choice switches and goes back. */
export default function NetworksView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const activeId = useStoreSelector((state) => {
    const namespace = state.activeNamespace;
    return namespace ? state.chains[namespace]?.caipNetworkId : undefined;
  });
  // Back to Account: where the list was opened from, or the account when opened directly.
  const { switchTo, error } = useSwitchNetwork(portico, () => {
    if (portico.getState().history.length > 1) portico.back();
    else if (portico.getAccount()?.isConnected)
      portico.resolve<Router>(TOKENS.router).reset('Account');
    else portico.close();
  });

  return (
    <div className="portico-view">
      <NetworkList
        networks={networks}
        activeId={activeId}
        onChoose={switchTo}
        label={LABELS.networks}
      />
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
    </div>
  );
}
