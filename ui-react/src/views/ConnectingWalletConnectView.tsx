import { useMemo } from 'react';
import { useViewTitle } from '../modal/viewTitles';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Text } from '../ui/Text';
import { WalletImage } from '../ui/WalletImage';
import { LABELS } from '../ui/labels';
import { PairingCode } from '../walletconnect/PairingCode';
import { OpenWalletLinks } from '../walletconnect/OpenWalletLinks';
import { useCatalogWallet } from '../walletconnect/useCatalogWallet';
import { usePairing } from '../walletconnect/usePairing';
import { usePlatform } from '../walletconnect/usePlatform';
import { useWalletConnectAttempt } from '../walletconnect/useWalletConnectAttempt';
import { walletConnectLinks } from '../walletconnect/walletLinks';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';
import { walletImageSource } from './shared/walletImageSource';

/**
 * ConnectingWalletConnect: connects a catalogue wallet (`data.walletId`, whose name titles the
 * modal) or any wallet over WalletConnect. It starts the connection (useWalletConnectAttempt)
 * and shows the pairing the connector keeps in `state.chains[ns].pairing`. On a computer: the
 * QR code, "Copy link" and the wallet's desktop and web app links; on a phone: "Open {wallet}"
 * links to the wallet app (the QR code only when there is no link). While the connector
 * creates the pairing, or replaces an expired one, the view says so; when the wallet declines,
 * 'Connection declined' and "Try again" (a new pairing) replace the code and the links. The
 * wait is bounded: a relay that refuses the socket, or brings no pairing within the connect
 * time-out, rejects the attempt (RelayUnreachableError), and its text and "Try again" show.
 */
export default function ConnectingWalletConnectView({ portico, data }: PorticoViewProps) {
  const { options } = useInstanceOptions(portico);
  const platform = usePlatform(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const wallet = useCatalogWallet(clients, data?.walletId, options.customWallets);
  useViewTitle(wallet?.name);
  const failure = useWalletConnectAttempt(portico);
  const pairing = usePairing();
  const uri = !failure && pairing.status === 'ready' ? pairing.uri : undefined;
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
      <PairingCode portico={portico} pairing={pairing} showQr={showQr} failure={failure} />
      {wallet && <OpenWalletLinks name={wallet.name} links={links} />}
    </div>
  );
}
