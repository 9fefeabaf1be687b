import { useCallback, useMemo, useState } from 'react';
import { TOKENS } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { ListRow } from '../ui/ListRow';
import { Spinner } from '../ui/Spinner';
import { Text } from '../ui/Text';
import { VirtualList } from '../ui/VirtualList';
import { WalletImage } from '../ui/WalletImage';
import { LABELS } from '../ui/labels';
import { prepareWalletConnect } from '../walletconnect/prepareWalletConnect';
import { useWalletCatalog } from './allWallets/useWalletCatalog';
import { WalletSearchBox } from './allWallets/WalletSearchBox';
import { walletRows, type WalletRow } from './allWallets/walletRows';
import { multiChainChoices, multiChainViewData } from './connect/multiChainData';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';

const ROW_HEIGHT_PX = 56;
const rowKey = (row: WalletRow) => row.key;
const LIST_HEIGHT_PX = 392;

/**
 * AllWallets: the page's wallets (Installed first) and the catalogue, searchable, in a
 * virtual list that loads pages as it scrolls. Without services, the page's wallets only.
 */
export default function AllWalletsView({ portico, data }: PorticoViewProps) {
  const { options, networks } = useInstanceOptions(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const allConnectors = useStoreSelector((state) => state.connectors);
  const namespace = data?.namespace;
  const connectors = useMemo(
    () => allConnectors.filter((c) => !namespace || c.chain === namespace),
    [allConnectors, namespace],
  );
  // The search text once typing pauses (WalletSearchBox owns the text being typed).
  const [search, setSearch] = useState('');
  const chains = useMemo(() => networks.map((network) => network.caipNetworkId), [networks]);
  const catalog = useWalletCatalog(clients, {
    search,
    chains,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
  });
  const rows = useMemo(
    () => walletRows({ connectors, wallets: catalog.wallets, clients, search }),
    [connectors, catalog.wallets, clients, search],
  );
  const router = portico.resolve(TOKENS.router);

  const choose = useCallback(
    (row: WalletRow) => {
      // A wallet installed in several namespaces: the visitor picks which side to connect.
      const choices = namespace ? [] : multiChainChoices(row);
      if (choices.length > 1) {
        router.push('ConnectingMultiChain', multiChainViewData(row.name, choices));
      } else if (row.connector) {
        router.push('ConnectingExternal', {
          connectorId: row.connector.id,
          namespace: row.connector.chain,
        });
      } else if (row.wallet) {
        prepareWalletConnect(portico);
        router.push('ConnectingWalletConnect', { walletId: row.wallet.id });
      }
    },
    [router, portico, namespace],
  );
  // The same element until the rows change (they change only when a search answers).
  const list = useMemo(
    () =>
      rows.length > 0 ? (
        <VirtualList
          items={rows}
          rowHeight={ROW_HEIGHT_PX}
          height={LIST_HEIGHT_PX}
          label={LABELS.walletList}
          itemKey={rowKey}
          onEndReached={catalog.loadMore}
          renderItem={(row) => (
            <ListRow
              media={<WalletImage src={row.image} name={row.name} size={36} />}
              label={row.name}
              tag={row.installed ? LABELS.installed : undefined}
              onClick={() => choose(row)}
            />
          )}
        />
      ) : null,
    [rows, catalog.loadMore, choose],
  );

  const busy = services.status === 'loading' || catalog.loading;
  return (
    <div className="portico-view portico-all-wallets">
      <WalletSearchBox onSearch={setSearch} />
      {list}
      <div aria-live="polite" className="portico-all-wallets__status">
        {busy && (
          <Text variant="muted">
            <Spinner size="small" /> {LABELS.loading}
          </Text>
        )}
        {!busy && rows.length === 0 && <Text variant="muted">{LABELS.noWalletsFound}</Text>}
      </div>
    </div>
  );
}
