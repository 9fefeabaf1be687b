import type { EventBus } from '../events/events';
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
  readonly connectors: ConnectorRegistry;
  readonly adapterOf: (namespace: ChainNamespace) => InstalledAdapter;
  readonly placeOf: (namespace: ChainNamespace, chainId: number | string) => ChainPlace;
  /** The wallet moved: write the chain (activating its namespace) and check it. */
  readonly chainMoved: (namespace: ChainNamespace, chain: ChainPlace) => void;
}

/**
 * The rest of a network switch (spec section 4), once switchStart.ts accepted it: a connected
 * namespace asks its wallet first and changes nothing when the wallet refuses; a namespace not
 * connected just takes the network. Loaded on the first switch.
 */
export async function switchNetwork(input: NetworkSwitchInput, known: Network): Promise<void> {
  const { store, events, connectors } = input;
  const namespace = known.chainNamespace;
  const installed = input.adapterOf(namespace);
  const account = store.getState().chains[namespace]?.account;
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
