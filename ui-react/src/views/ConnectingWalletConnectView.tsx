import { useMemo } from 'react';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { WalletImage } from '../ui/WalletImage';
import { LABELS } from '../ui/labels';
import { PairingCode } from '../walletconnect/PairingCode';
import { OpenWalletLinks } from '../walletconnect/OpenWalletLinks';
import { useCatalogWallet } from '../walletconnect/useCatalogWallet';
import { usePairing } from '../walletconnect/usePairing';
import { usePlatform } from '../walletconnect/usePlatform';
import { walletConnectLinks } from '../walletconnect/walletLinks';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';
import { walletImageSource } from './shared/walletImageSource';

/**
 * ConnectingWalletConnect: connects a catalogue wallet (`data.walletId`) or any wallet over
 * WalletConnect, from the pairing the connector keeps in `state.chains[ns].pairing`. On a
 * computer: the QR code, "Copy link" and the wallet's desktop and web app links; on a phone:
 * "Open {wallet}" links to the wallet app (the QR code only when there is no link). While the
 * connector creates the pairing, or replaces an expired one, the view says so.
 */
export default function ConnectingWalletConnectView({ portico, data }: PorticoViewProps) {
  const { options } = useInstanceOptions(portico);
  const platform = usePlatform(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const wallet = useCatalogWallet(clients, data?.walletId, options.customWallets);
  const pairing = usePairing();
  const uri = pairing.status === 'ready' ? pairing.uri : undefined;
  const links = useMemo(
    () => (wallet && uri ? walletConnectLinks(wallet, uri, platform) : []),
    [wallet, uri, platform],
  );
  const showQr = !platform.isMobile || !wallet || (Boolean(uri) && links.length === 0);

  let heading: string = LABELS.scanWithPhone;
  if (wallet) {
    heading = platform.isMobile
      ? LABELS.continueIn(wallet.name)
      : LABELS.scanWithWallet(wallet.name);
  }

  return (
    <div className="portico-view portico-view--center portico-wc">
      {wallet && (
        <WalletImage
          src={walletImageSource({ imageUrl: wallet.image_url, imageId: wallet.image_id }, clients)}
          name={wallet.name}
          size={56}
        />
      )}
      <Text as="h3" variant="heading">
        {heading}
      </Text>
      <PairingCode portico={portico} pairing={pairing} showQr={showQr} />
      {wallet && <OpenWalletLinks name={wallet.name} links={links} />}
    </div>
  );
}
