import type { PorticoViewProps } from '@portico/react';
import { SignInPanel } from './SignInPanel';

/**
 * ConnectingSiwe (spec 2): the wallet is being asked to sign in (one-click sign-in over
 * WalletConnect, or a signature already requested): the wallet's icon, ringed while it is
 * asked, with the same texts and buttons as SIWXSignMessage.
 */
export default function ConnectingSiweView({ portico }: PorticoViewProps) {
  return <SignInPanel portico={portico} look="wallet" />;
}
