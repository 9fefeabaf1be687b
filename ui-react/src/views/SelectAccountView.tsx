import { useState } from 'react';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { ListRow } from '../ui/ListRow';
import { Text } from '../ui/Text';
import { CheckIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';
import { AccountAvatar } from './account/AccountAvatar';
import { shortAddress } from './account/addressDisplay';

/**
 * Select account: the accounts the connected wallet gave in a namespace whose wallets give
 * them all (AdapterPlugin.accountPicker: polkadot extensions), one button each with its avatar,
 * the wallet's name for it (core sanitised it; rendered as text) and its short address; the
 * active one is marked (aria-current and a tag). A choice calls portico.switchAccount; core
 * then ends the view (the Account view, or a plugin's step after a connect).
 */
export default function SelectAccountView({ portico, data }: PorticoViewProps) {
  const namespace = useStoreSelector((state) => data?.namespace ?? state.activeNamespace);
  const account = useStoreSelector((state) =>
    namespace ? state.chains[namespace]?.account : undefined,
  );
  const [error, setError] = useState<string>();

  const choose = (address: string) => {
    if (!namespace) return;
    setError(undefined);
    portico
      .switchAccount({ namespace, address })
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      );
  };

  const accounts = account?.status === 'connected' ? account.allAccounts : [];
  if (accounts.length === 0) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.viewUnavailable}</Text>
      </div>
    );
  }

  return (
    <div className="portico-view">
      <ul className="portico-list" aria-label={LABELS.walletAccounts}>
        {accounts.map(({ address, name }) => {
          const active = address === account?.address;
          const short = shortAddress(address);
          return (
            <li key={address}>
              <ListRow
                aria-current={active ? 'true' : undefined}
                className={active ? 'is-active' : undefined}
                title={address}
                media={<AccountAvatar address={address} size={32} />}
                label={name ?? short}
                detail={name === undefined ? undefined : short}
                tag={active ? LABELS.activeAccount : undefined}
                trailing={active ? <CheckIcon /> : undefined}
                onClick={() => choose(address)}
              />
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
    </div>
  );
}
