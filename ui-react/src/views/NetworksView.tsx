import { TOKENS, type Portico, type PorticoState, type Router, type Store } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { namespaceLabel } from './shared/namespaceLabels';
import { NetworkList } from './shared/NetworkList';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useSwitchNetwork } from './shared/useSwitchNetwork';

/** Is any namespace connected (the visitor came from the account view)? */
function anyConnected(portico: Portico): boolean {
  const state = portico.resolve<Store<PorticoState>>(TOKENS.store).getState();
  return Object.values(state.chains).some((chain) => chain?.account.status === 'connected');
}

/**
 * Networks: the configured networks, grouped by namespace when there are several, the active
 * one marked; a choice switches and goes back, or, for a namespace not connected yet, goes on
 * to Connect for it.
 */
export default function NetworksView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const activeId = useStoreSelector((state) => {
    const namespace = state.activeNamespace;
    return namespace ? state.chains[namespace]?.caipNetworkId : undefined;
  });
  // Back to Account: where the list was opened from, or the account when opened directly.
  const { switchTo, error } = useSwitchNetwork(portico, () => {
    const router = portico.resolve<Router>(TOKENS.router);
    // A network of another namespace that is not connected yet: connect it.
    if (!portico.getAccount()?.isConnected && anyConnected(portico)) {
      router.push('Connect', { namespace: portico.getState().activeNamespace ?? '' });
    } else if (portico.getState().history.length > 1) portico.back();
    else if (portico.getAccount()?.isConnected)
      portico.resolve<Router>(TOKENS.router).reset('Account');
    else portico.close();
  });

  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))];

  return (
    <div className="portico-view">
      {namespaces.length < 2 ? (
        <NetworkList
          networks={networks}
          activeId={activeId}
          onChoose={switchTo}
          label={LABELS.networks}
        />
      ) : (
        namespaces.map((namespace) => (
          <section key={namespace} className="portico-networks__group">
            <Text as="h3" variant="heading">
              {namespaceLabel(namespace)}
            </Text>
            <NetworkList
              networks={networks.filter((network) => network.chainNamespace === namespace)}
              activeId={activeId}
              onChoose={switchTo}
              label={namespaceLabel(namespace)}
            />
          </section>
        ))
      )}
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
    </div>
  );
}
