import { NetworkNotFoundError } from '../errors/errors';
import { findNetwork } from '../networks/findNetwork';
import { MESSAGES } from '../errors/messages';
import type { EventBus } from '../events/events';
import type { Alerts } from '../feedback/alerts';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { ChainPlace } from './chainWrites';
import type { ConnectorRegistry } from './connectorRegistry';
import type { InstalledAdapter } from './installedAdapters';

export interface NetworkSwitchInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  readonly alerts: Alerts;
  readonly networks: readonly Network[];
  readonly connectors: ConnectorRegistry;
  readonly adapterOf: (namespace: ChainNamespace) => InstalledAdapter;
  readonly placeOf: (namespace: ChainNamespace, chainId: number | string) => ChainPlace;
  /** The wallet moved: write the chain (activating its namespace) and check it. */
  readonly chainMoved: (namespace: ChainNamespace, chain: ChainPlace) => void;
}

/**
 * A network switch (spec section 4): a connected namespace asks its wallet first and changes
 * nothing when the wallet refuses; a namespace not connected just takes the network. A network
 * of another namespace sets the switching flag until that namespace connects.
 */
export async function switchNetwork(input: NetworkSwitchInput, network: Network): Promise<void> {
  const { store, events, networks, connectors } = input;
  const known = findNetwork(networks, network.caipNetworkId);
  if (!known) {
    input.alerts.show({
      variant: 'error',
      title: MESSAGES.networkNotFound,
      message: MESSAGES.networkNotInList,
    });
    throw new NetworkNotFoundError(network.caipNetworkId);
  }
  const namespace = known.chainNamespace;
  const installed = input.adapterOf(namespace);
  const account = store.getState().chains[namespace]?.account;
  store.setState((state) => {
    if (state.activeNamespace !== namespace) state.switchingNamespace = true;
  });
  const connector = account?.connectorId
    ? connectors.get(namespace, account.connectorId)
    : undefined;
  if (account?.status === 'connected' && connector) {
    try {
      await installed.adapter.switchNetwork({ connector, network: known });
    } catch (error) {
      // The wallet refused: nothing switched, so no switch is under way either.
      store.setState((state) => {
        state.switchingNamespace = false;
      });
      throw error;
    }
    input.chainMoved(namespace, input.placeOf(namespace, known.id));
  } else {
    store.setState((state) => {
      const chain = state.chains[namespace];
      if (chain) chain.caipNetworkId = known.caipNetworkId;
      state.activeNamespace = namespace;
    });
  }
  events.emit('SWITCH_NETWORK', { caipNetworkId: known.caipNetworkId });
}
