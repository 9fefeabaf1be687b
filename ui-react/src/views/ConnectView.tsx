import { useMemo } from 'react';
import { TOKENS, type ConnectItem } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { ListRow } from '../ui/ListRow';
import { WalletImage } from '../ui/WalletImage';
import { Button } from '../ui/Button';
import { GridIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';
import { prepareWalletConnect } from '../walletconnect/prepareWalletConnect';
import { connectItems, preferredConnector, recentInNamespace } from './connect/connectItems';
import { multiChainChoices, multiChainViewData } from './connect/multiChainData';
import { useCatalogPicks } from './connect/useCatalogPicks';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';
import { walletImageSource } from './shared/walletImageSource';

/**
 * The help for visitors without a wallet: a feature plugin's view (@portico/feature-wallet-guide
 * gives it). "I don't have a wallet" shows only when a plugin provides it.
 */
const WALLET_GUIDE_VIEW = 'WhatIsAWallet';

const TAGS: Partial<Record<ConnectItem['group'], string>> = {
  injected: LABELS.installed,
  recent: LABELS.recent,
};

/**
 * Connect: the wallets to connect, in the spec's connector-group order (walletConnect,
 * recent, injected, featured, custom, external, recommended), "All Wallets" when the catalogue
 * is available, and help for visitors without a wallet (when a plugin provides it). A click
 * opens ConnectingExternal, which asks the wallet. E-mail and social login, and the connect-method order of spec
 * section 2 that places them around the wallets, come with the embedded-wallet feature.
 */
export default function ConnectView({ portico, data }: PorticoViewProps) {
  const { options, networks } = useInstanceOptions(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const namespace = data?.namespace;
  const allConnectors = useStoreSelector((state) => state.connectors);
  const activeNamespace = useStoreSelector((state) => state.activeNamespace);
  const connectors = useMemo(
    () => allConnectors.filter((connector) => !namespace || connector.chain === namespace),
    [allConnectors, namespace],
  );
  const recent = useMemo(
    () =>
      recentInNamespace(
        portico.resolve(TOKENS.storage).get('recentWallets') ?? [],
        allConnectors,
        namespace,
      ),
    [portico, allConnectors, namespace],
  );
  const chains = useMemo(() => networks.map((network) => network.caipNetworkId), [networks]);
  const picks = useCatalogPicks(clients, options, chains);
  const items = useMemo(
    () =>
      connectItems({
        connectors,
        recent,
        featured: picks.featured,
        custom: options.customWallets,
        recommended: picks.recommended,
      }),
    [connectors, recent, picks, options.customWallets],
  );
  const router = portico.resolve(TOKENS.router);
  const hasWalletGuide = portico.resolve(TOKENS.features).pluginOf(WALLET_GUIDE_VIEW) !== undefined;

  const leadsToWalletConnect = (item: ConnectItem) => {
    const connector = preferredConnector(item, activeNamespace);
    return connector?.type === 'WALLET_CONNECT' || !connector;
  };
  // Pressing a row that leads to WalletConnect starts loading it before the click completes
  // (not on hover or focus: the modal focuses its first row, and WalletConnect's code loads
  // only for a visitor who picks it).
  const intent = (item: ConnectItem) => {
    if (leadsToWalletConnect(item)) prepareWalletConnect(portico);
  };

  const choose = (item: ConnectItem) => {
    // A wallet installed in several namespaces: the visitor picks which side to connect.
    const choices = namespace ? [] : multiChainChoices(item);
    if (choices.length > 1) {
      router.push('ConnectingMultiChain', multiChainViewData(item.name, choices));
      return;
    }
    const connector = preferredConnector(item, activeNamespace);
    if (connector?.type === 'WALLET_CONNECT' || !connector) {
      prepareWalletConnect(portico);
      router.push(
        'ConnectingWalletConnect',
        item.wallet ? { walletId: item.wallet.id } : undefined,
      );
      return;
    }
    router.push('ConnectingExternal', { connectorId: connector.id, namespace: connector.chain });
  };

  return (
    <div className="portico-view portico-connect">
      <div className="portico-connect__wallets">
        <ul
          className="portico-list"
          aria-label={LABELS.connectWallet}
          aria-busy={services.status === 'loading' || picks.loading}
        >
          {items.map((item) => (
            <li key={item.key}>
              <ListRow
                media={<WalletImage src={walletImageSource(item, clients)} name={item.name} />}
                label={item.name}
                tag={TAGS[item.group]}
                onClick={() => choose(item)}
                onPointerDown={() => intent(item)}
              />
            </li>
          ))}
          {options.features.allWallets && clients && (
            <li>
              <ListRow
                media={
                  <span className="portico-image portico-image--rounded portico-image--icon">
                    <GridIcon />
                  </span>
                }
                label={LABELS.allWallets}
                onClick={() => router.push('AllWallets')}
              />
            </li>
          )}
        </ul>
      </div>
      {hasWalletGuide && (
        <div className="portico-connect__footer">
          <Button variant="link" onClick={() => router.push(WALLET_GUIDE_VIEW)}>
            {LABELS.noWallet}
          </Button>
        </div>
      )}
    </div>
  );
}
