import { useCallback } from 'react';
import { TOKENS, findNetwork, nameLookupOf } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { PorticoViewProps } from '../modal/viewTypes';
import { Button } from '../ui/Button';
import { copyText } from '../ui/copyText';
import { IconButton } from '../ui/IconButton';
import { ListRow } from '../ui/ListRow';
import { Tabs } from '../ui/Tabs';
import { Text } from '../ui/Text';
import { WalletImage } from '../ui/WalletImage';
import { ChevronIcon, CopyIcon } from '../ui/icons';
import { LABELS } from '../ui/labels';
import { AccountAvatar } from './account/AccountAvatar';
import { ActivityTab } from './account/ActivityTab';
import { ChainSwitcher } from './account/ChainSwitcher';
import { FeatureEntries } from './account/FeatureEntries';
import { shortAddress } from './account/addressDisplay';
import { TokensTab } from './account/TokensTab';
import { configuredNamespaces } from './shared/namespaceNetworks';
import { transactionTrackerOf } from './shared/transactionTracker';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useServiceClients } from './shared/useServiceClients';

/** The namespace's adapter; undefined when none is installed (a WalletConnect-only namespace). */
function adapterOf(portico: PorticoViewProps['portico'], namespace: string) {
  try {
    return portico.getAdapter(namespace);
  } catch {
    return undefined;
  }
}

/**
 * Account: avatar, short address (copyable), native balance (and, where the chain holds it
 * in parts, what of it can be sent now: "Transferable"), the active namespace with
 * a switch to the other connected ones (when several are configured), the feature plugins'
 * entries (in the spec's order: onramp, swaps, receive, send, then the others), tabs Tokens,
 * NFTs and Activity, "Switch account" where the wallet gave several accounts (SelectAccount),
 * the network, and Disconnect.
 */
export default function AccountView({ portico }: PorticoViewProps) {
  const { options, networks } = useInstanceOptions(portico);
  const services = useServiceClients(portico);
  const clients = services.status === 'ready' ? services.clients : undefined;
  const account = useStoreSelector((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account : undefined,
  );
  const caipNetworkId = useStoreSelector((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.caipNetworkId : undefined,
  );
  const network = findNetwork(networks, caipNetworkId);
  const router = portico.resolve(TOKENS.router);
  // The names plugin's lookup, if one is installed: activity counterparties by name.
  const nameLookup = useCallback(() => nameLookupOf(portico), [portico]);

  const address = account?.address;
  if (!address) {
    // With several namespaces, the active one may not be connected yet (Connect <chain>, then
    // Back): the switcher offers to connect it or to switch to a connected one.
    return (
      <div className="portico-view portico-view--center">
        {configuredNamespaces(networks).length > 1 ? (
          <ChainSwitcher portico={portico} networks={networks} />
        ) : (
          <Text variant="muted">{LABELS.viewUnavailable}</Text>
        )}
      </div>
    );
  }

  const copy = () => copyText(portico, address, LABELS.copied);
  // Disconnects the namespace shown. Core makes another namespace still connected the active
  // one (its reset), so the account view stays and shows it; no switch request to its wallet.
  const disconnect = async () => {
    await portico.disconnect(portico.getState().activeNamespace).catch(() => undefined);
    if (portico.getAccount()?.isConnected) router.reset('Account');
    else portico.close();
  };

  return (
    <div className="portico-view portico-account">
      <div className="portico-account__profile">
        <AccountAvatar address={address} image={account.profileImage} />
        <div className="portico-account__name">
          <Text as="span" variant="title" title={address}>
            {account.profileName ?? shortAddress(address)}
          </Text>
          <IconButton label={LABELS.copyAddress} icon={<CopyIcon />} onClick={copy} />
        </div>
        {account.balance !== undefined && (
          <Text variant="muted" className="portico-account__balance">
            {account.balance} {account.balanceSymbol}
          </Text>
        )}
        {account.balance !== undefined && account.balanceTransferable !== undefined && (
          <Text variant="muted" className="portico-account__transferable">
            {LABELS.transferable(account.balanceTransferable, account.balanceSymbol ?? '')}
          </Text>
        )}
      </div>

      <ChainSwitcher portico={portico} networks={networks} />

      <FeatureEntries portico={portico} />

      <Tabs
        label={LABELS.account}
        tabs={[
          {
            id: 'tokens',
            label: LABELS.tokens,
            render: () => (
              <TokensTab
                clients={clients}
                address={address}
                network={network}
                adapter={network ? adapterOf(portico, network.chainNamespace) : undefined}
              />
            ),
          },
          {
            id: 'nfts',
            label: LABELS.nfts,
            render: () => (
              <Text className="portico-empty" variant="muted">
                {LABELS.noNfts}
              </Text>
            ),
          },
          {
            id: 'activity',
            label: LABELS.activity,
            render: () => (
              <ActivityTab
                clients={clients}
                address={address}
                caipNetworkId={caipNetworkId}
                tracker={transactionTrackerOf(portico)}
                nameLookup={nameLookup}
              />
            ),
          },
        ]}
      />

      <div className="portico-account__actions">
        {account.allAccounts.length > 1 && (
          <ListRow
            media={<AccountAvatar address={address} size={28} />}
            label={LABELS.switchAccount}
            trailing={<ChevronIcon />}
            onClick={() => router.push('SelectAccount')}
          />
        )}
        {options.enableNetworkSwitch && (
          <ListRow
            media={
              <WalletImage
                src={network?.assets?.imageUrl}
                name={network?.name ?? LABELS.networks}
                size={28}
                shape="circle"
              />
            }
            label={network?.name ?? LABELS.networks}
            trailing={<ChevronIcon />}
            onClick={() => router.push('Networks')}
          />
        )}
        <Button variant="danger" fullWidth onClick={disconnect}>
          {LABELS.disconnect}
        </Button>
      </div>
    </div>
  );
}
