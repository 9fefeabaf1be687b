import { useId } from 'react';
import { TOKENS } from '@portico/core';
import type { PorticoViewProps } from '../modal/viewTypes';
import { ListRow } from '../ui/ListRow';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { readMultiChainChoices } from './connect/multiChainData';
import { namespaceLabel } from './shared/namespaceLabels';
import { useConnectedNamespaces } from './shared/namespaceNetworks';

/**
 * Select chain: a wallet installed in several namespaces (an EVM side and a Solana side) is
 * connected one namespace at a time, as in AppKit. Each row is named by the chain alone ("EVM",
 * "Solana"); a namespace already connected is tagged "Connected" (the row's description) and
 * cannot be picked again. A pick goes on to ConnectingExternal for that namespace's connector.
 */
export default function ConnectingMultiChainView({ portico, data }: PorticoViewProps) {
  const choices = readMultiChainChoices(data);
  const connected = useConnectedNamespaces();
  const router = portico.resolve(TOKENS.router);
  const walletName = data?.walletName ?? '';
  const tagId = useId();

  return (
    <div className="portico-view">
      <Text variant="muted" className="portico-view__intro">
        {LABELS.chooseChainFor(walletName)}
      </Text>
      <ul className="portico-list" aria-label={LABELS.selectChain}>
        {choices.map(({ namespace, connectorId }) => {
          const label = namespaceLabel(namespace);
          const isConnected = connected.includes(namespace);
          const connectedTagId = `${tagId}-${namespace}`;
          return (
            <li key={namespace}>
              <ListRow
                label={label}
                aria-label={label}
                aria-describedby={isConnected ? connectedTagId : undefined}
                trailing={
                  isConnected ? (
                    <span id={connectedTagId} className="portico-tag">
                      {LABELS.connected}
                    </span>
                  ) : undefined
                }
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
