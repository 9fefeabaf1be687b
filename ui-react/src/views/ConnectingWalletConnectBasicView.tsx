import { useMemo } from 'react';
import { RECOMMENDED_WALLETS_COUNT } from '@portico/core';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { WalletImage } from '../ui/WalletImage';
import { LABELS } from '../ui/labels';
import { PairingCode } from '../walletconnect/PairingCode';
import { usePairing } from '../walletconnect/usePairing';
import { usePlatform } from '../walletconnect/usePlatform';
import { useWalletConnectAttempt } from '../walletconnect/useWalletConnectAttempt';
import { walletConnectLinks } from '../walletconnect/walletLinks';
import { useCatalogPicks } from './connect/useCatalogPicks';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';
import { walletImageSource } from './shared/walletImageSource';

/**
 * ConnectingWalletConnectBasic (what a desktop opens with no adapters and no address): starts
 * the connection like ConnectingWalletConnect, and shows the pairing's QR code and "Copy
 * link", and the catalogue's first RECOMMENDED_WALLETS_COUNT wallets as links that open each
 * wallet with the pairing (wallets without a safe link are left out). Same pairing and
 * declined states as ConnectingWalletConnect.
 */
export default function ConnectingWalletConnectBasicView({ portico }: PorticoViewProps) {
  const { options, networks } = useInstanceOptions(portico);
  const platform = usePlatform(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const chains = useMemo(() => networks.map((network) => network.caipNetworkId), [networks]);
  const { recommended } = useCatalogPicks(clients, options, chains);
  const failure = useWalletConnectAttempt(portico);
  const pairing = usePairing();
  const uri = !failure && pairing.status === 'ready' ? pairing.uri : undefined;
  const rows = useMemo(
    () =>
      uri
        ? recommended.slice(0, RECOMMENDED_WALLETS_COUNT).flatMap((wallet) => {
            const link = walletConnectLinks(wallet, uri, platform)[0];
            return link ? [{ wallet, link }] : [];
          })
        : [],
    [recommended, uri, platform],
  );

  return (
    <div className="portico-view portico-view--center portico-wc">
      <Text as="h3" variant="heading">
        {LABELS.scanWithPhone}
      </Text>
      <PairingCode portico={portico} pairing={pairing} showQr failure={failure} />
      {rows.length > 0 && (
        <div className="portico-wc__wallets">
          <Text variant="muted" aria-hidden="true">
            {LABELS.popularWallets}
          </Text>
          <ul className="portico-list" aria-label={LABELS.popularWallets}>
            {rows.map(({ wallet, link }) => (
              <li key={wallet.id}>
                <a
                  className="portico-row portico-wc__wallet"
                  href={link.href}
                  {...(link.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className="portico-row__media">
                    <WalletImage
                      src={walletImageSource(
                        { imageUrl: wallet.image_url, imageId: wallet.image_id },
                        clients,
                      )}
                      name={wallet.name}
                    />
                  </span>
                  <span className="portico-row__label">
                    <span className="portico-row__name">{wallet.name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
