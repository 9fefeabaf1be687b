import { TOKENS, type Network, type Portico } from '@portico/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { Button } from '../../ui/Button';
import { Text } from '../../ui/Text';
import { LABELS } from '../../ui/labels';
import { namespaceLabel } from '../shared/namespaceLabels';
import {
  configuredNamespaces,
  currentNetworkOf,
  useConnectedNamespaces,
} from '../shared/namespaceNetworks';
import { useSwitchNetwork } from '../shared/useSwitchNetwork';

/**
 * With networks of several namespaces configured: the namespace the account view shows
 * ("Active chain"), "Switch to <chain>" for each other connected one (portico.switchNetwork to
 * the network it is on; core sets its switching flag meanwhile), and "Connect <chain>" for
 * each one not connected yet: it becomes active and the Connect view opens for it alone (Back
 * returns here with it still active; closing the modal without connecting it makes the
 * connected one active again, in core). Nothing with one namespace.
 */
export function ChainSwitcher({
  portico,
  networks,
}: {
  readonly portico: Portico;
  readonly networks: readonly Network[];
}) {
  const active = useStoreSelector((state) => state.activeNamespace);
  const connected = useConnectedNamespaces();
  const { switchTo, error } = useSwitchNetwork(portico);
  const namespaces = configuredNamespaces(networks);
  if (namespaces.length < 2 || !active) return null;

  const networkOf = (namespace: string) =>
    currentNetworkOf(portico.resolve(TOKENS.state).getState(), networks, namespace);
  const switchToNamespace = (namespace: string) => {
    const network = networkOf(namespace);
    if (network) void switchTo(network);
  };
  const connectNamespace = async (namespace: string) => {
    const network = networkOf(namespace);
    portico.resolve(TOKENS.router).push('Connect', { namespace });
    // Nothing to ask a wallet: a namespace not connected only takes the network as selected.
    if (network && namespace !== active) await portico.switchNetwork(network).catch(() => {});
  };

  return (
    <div className="portico-account__chains">
      <p className="portico-account__chain" role="group" aria-label={LABELS.activeChain}>
        <span className="portico-tag">{namespaceLabel(active)}</span>
      </p>
      {!connected.includes(active) && (
        <Text variant="muted">{LABELS.chainNotConnected(namespaceLabel(active))}</Text>
      )}
      <div className="portico-account__chain-actions" role="group" aria-label={LABELS.otherChains}>
        {namespaces.map((namespace) => {
          const label = namespaceLabel(namespace);
          if (!connected.includes(namespace)) {
            return (
              <Button
                key={namespace}
                variant="secondary"
                onClick={() => void connectNamespace(namespace)}
              >
                {LABELS.connectChain(label)}
              </Button>
            );
          }
          if (namespace === active) return null;
          return (
            <Button
              key={namespace}
              variant="secondary"
              onClick={() => switchToNamespace(namespace)}
            >
              {LABELS.switchToChain(label)}
            </Button>
          );
        })}
      </div>
      {error && (
        <Text variant="error" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
