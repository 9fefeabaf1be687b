import { useCallback } from 'react';
import { usePortico } from '../hooks/usePortico';
import { usePorticoAccount } from '../hooks/usePorticoAccount';
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
 * The connected account: the wallet's icon, its balance ("1.234 ETH") and its short address
 * (0x1234…abcd); a click opens the modal on the Account view. Renders nothing while
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
  return (
    <PorticoButton variant="account" size={size} onClick={openAccount} onIntent={intent}>
      <ButtonIcon src={walletInfo?.icon} />
      {balance === 'show' && <AccountBalance />}
      <span className="portico-button__address">{shortAddress(address)}</span>
    </PorticoButton>
  );
}
