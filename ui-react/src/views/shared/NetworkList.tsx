import type { Network } from '@portico/core';
import { ListRow } from '../../ui/ListRow';
import { WalletImage } from '../../ui/WalletImage';
import { CheckIcon } from '../../ui/icons';
import { LABELS } from '../../ui/labels';

/** The configured networks as rows; the active one is marked (aria-current and a tag). */
export function NetworkList({
  networks,
  activeId,
  onChoose,
  label,
}: {
  readonly networks: readonly Network[];
  readonly activeId: string | undefined;
  readonly onChoose: (network: Network) => void;
  readonly label: string;
}) {
  return (
    <ul className="portico-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId;
        return (
          <li key={network.caipNetworkId}>
            <ListRow
              aria-current={active ? 'true' : undefined}
              className={active ? 'is-active' : undefined}
              media={
                <WalletImage
                  src={network.assets?.imageUrl}
                  name={network.name}
                  size={32}
                  shape="circle"
                />
              }
              label={network.name}
              tag={active ? LABELS.activeNetwork : undefined}
              trailing={active ? <CheckIcon /> : undefined}
              onClick={() => onChoose(network)}
            />
          </li>
        );
      })}
    </ul>
  );
}
