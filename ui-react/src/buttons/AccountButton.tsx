import { useCallback } from 'react';
import { usePortico } from '../hooks/usePortico';
import { usePorticoAccount } from '../hooks/usePorticoAccount';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useWalletInfo } from '../hooks/useWalletInfo';
import { AccountBalance } from './AccountBalance';
import { ButtonIcon } from './ButtonIcon';
import { PorticoButton, type PorticoButtonSize } from './PorticoButton';
import { useModalIntent } from './useModalIntent';
import { shortAddress } from './shortAddress';

export interface AccountButtonProps {
  /** Show the native balance next to the address ('show', the default) or not. */
  readonly balance?: 'show' | 'hide';
  readonly size?: PorticoButtonSize;
}

/**
 * The connected account: the wallet's icon, its balance ("1.234 ETH") and its name when it has
 * one (profileName), else its short address (0x1234…abcd); a click opens the modal on the Account view. Renders nothing while
 * disconnected.
 */
export function AccountButton(props: AccountButtonProps) {
  const account = usePorticoAccount();
  if (!account?.isConnected || !account.address) return null;
  return <ConnectedAccountButton {...props} address={account.address} />;
}

interface ConnectedAccountButtonProps extends AccountButtonProps {
  readonly address: string;
}

function ConnectedAccountButton({ balance = 'show', size, address }: ConnectedAccountButtonProps) {
  const { open } = usePortico();
  const { walletInfo } = useWalletInfo();
  const openAccount = useCallback(() => void open({ view: 'Account' }), [open]);
  const intent = useModalIntent('Account');
  // The account's name (spec 3's profileName, written by a names plugin) instead of the address.
  const profileName = useStoreSelector((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.profileName : undefined,
  );
  return (
    <PorticoButton variant="account" size={size} onClick={openAccount} onIntent={intent}>
      <ButtonIcon src={walletInfo?.icon} />
      {balance === 'show' && <AccountBalance />}
      <span className="portico-button__address" title={profileName && address}>
        {profileName ?? shortAddress(address)}
      </span>
    </PorticoButton>
  );
}
