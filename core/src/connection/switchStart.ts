import { NetworkNotFoundError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type { Alerts } from '../feedback/alerts';
import { findNetwork } from '../networks/findNetwork';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { InstalledAdapter } from './installedAdapters';

export interface SwitchStartInput {
  readonly store: Store<PorticoState>;
  readonly alerts: Alerts;
  readonly networks: readonly Network[];
  readonly adapterOf: (namespace: ChainNamespace) => InstalledAdapter;
}

/**
 * The part of a network switch that happens at once (spec section 4): a network that is not
 * configured shows 'Network Not Found' and throws; a network of another namespace sets the
 * switching flag until that namespace connects. The rest (networkSwitch.ts) loads on first use.
 */
export function startSwitch(input: SwitchStartInput, network: Network): Network {
  const known = findNetwork(input.networks, network.caipNetworkId);
  if (!known) {
    input.alerts.show({
      variant: 'error',
      title: MESSAGES.networkNotFound,
      message: MESSAGES.networkNotInList,
    });
    throw new NetworkNotFoundError(network.caipNetworkId);
  }
  const namespace = known.chainNamespace;
  input.adapterOf(namespace);
  input.store.setState((state) => {
    if (state.activeNamespace !== namespace) state.switchingNamespace = true;
  });
  return known;
}
