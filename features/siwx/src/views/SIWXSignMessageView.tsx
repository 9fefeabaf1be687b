import type { PorticoViewProps } from '@portico/react';
import { SignInPanel } from './SignInPanel';

/**
 * SIWXSignMessage (spec 2 and 4): the app asks the connected account to sign in. Opened by
 * the plugin after a connect when the account has no session (with no close in between: the
 * plugin's modal step) and whenever the account or chain changes to one without a session.
 */
export default function SIWXSignMessageView({ portico }: PorticoViewProps) {
  return <SignInPanel portico={portico} look="sign" />;
}
