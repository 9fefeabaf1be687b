import { TOKENS, type Network } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { namespaceLabel } from './shared/namespaceLabels';
import { configuredNamespaces, connectedNamespaces } from './shared/namespaceNetworks';
import { NetworkList } from './shared/NetworkList';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useSwitchNetwork } from './shared/useSwitchNetwork';

/**
 * Networks: the configured networks, grouped under their namespace's name when there are
 * several, the active one marked. A choice switches (portico.switchNetwork) and goes back to
 * Account, or, for a namespace not connected yet, goes on to Connect for that namespace.
 */
export default function NetworksView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const activeId = useStoreSelector((state) => {
    const namespace = state.activeNamespace;
    return namespace ? state.chains[namespace]?.caipNetworkId : undefined;
  });
  const afterSwitch = (network: Network, previousNamespace: string | undefined) => {
    const router = portico.resolve(TOKENS.router);
    const connected = connectedNamespaces(portico.resolve(TOKENS.state).getState());
    const namespace = network.chainNamespace;
    // A namespace not connected yet, chosen over another one (or while another is connected):
    // connect it. Otherwise as with one namespace: back to where the list was opened from, or
    // the account when opened directly.
    if (
      !connected.includes(namespace) &&
      (namespace !== previousNamespace || connected.length > 0)
    ) {
      router.push('Connect', { namespace });
    } else if (portico.getState().history.length > 1) portico.back();
    else if (connected.includes(namespace)) router.reset('Account');
    else portico.close();
  };
  const { switchTo, error } = useSwitchNetwork(portico, afterSwitch);

  const namespaces = configuredNamespaces(networks);

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
