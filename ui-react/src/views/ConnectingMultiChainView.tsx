import { TOKENS, type Router } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { ListRow } from '../ui/ListRow';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { readMultiChainChoices } from './connect/multiChainData';
import { namespaceLabel } from './shared/namespaceLabels';

/**
 * Select chain: a wallet installed in several namespaces (an EVM side and a Solana side) is
 * connected one namespace at a time, as in AppKit. A namespace already connected is marked and
 * cannot be picked again; a pick goes on to ConnectingExternal for that namespace's connector.
 */
export default function ConnectingMultiChainView({ portico, data }: PorticoViewProps) {
  const choices = readMultiChainChoices(data);
  const connected = useStoreSelector((state) =>
    Object.keys(state.chains)
      .filter((namespace) => state.chains[namespace]?.account.status === 'connected')
      .join(' '),
  ).split(' ');
  const router = portico.resolve<Router>(TOKENS.router);
  const walletName = data?.walletName ?? '';

  return (
    <div className="portico-view">
      <Text variant="muted">{LABELS.chooseChainFor(walletName)}</Text>
      <ul className="portico-list" aria-label={LABELS.selectChain}>
        {choices.map(({ namespace, connectorId }) => {
          const isConnected = connected.includes(namespace);
          return (
            <li key={namespace}>
              <ListRow
                label={namespaceLabel(namespace)}
                tag={isConnected ? LABELS.connected : undefined}
                disabled={isConnected}
                onClick={() => router.push('ConnectingExternal', { connectorId, namespace })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
