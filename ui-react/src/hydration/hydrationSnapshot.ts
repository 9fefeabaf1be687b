import { createInstanceReaders, initialState } from '@portico/core/internal';
import {
  TOKENS,
  type AccountInfo,
  type BalanceInfo,
  type ChainNamespace,
  type NetworkInfo,
  type Portico,
  type PorticoState,
} from '@portico/core';

/**
 * What the server rendered, for hydrating its markup: the state an instance starts in from its
 * options alone (`initialState(options)`). A server has no storage, so its instance starts
 * there and never reconnects; the browser's instance has often restored the active network and
 * reconnected a remembered wallet before React hydrates. Each read keeps its identity, as
 * `useSyncExternalStore` needs.
 */
export interface HydrationSnapshot {
  readonly state: PorticoState;
  account(namespace?: ChainNamespace): AccountInfo | undefined;
  balance(namespace?: ChainNamespace): BalanceInfo;
  network(namespace?: ChainNamespace): NetworkInfo;
}

/** True where there is no DOM: the server renders the instance as it is. */
const onServer = typeof window === 'undefined';

const snapshots = new WeakMap<Portico, HydrationSnapshot>();

function snapshotOf(portico: Portico): HydrationSnapshot {
  const options = portico.resolve(TOKENS.options);
  const state = initialState(options);
  // The instance's own getters, over a state that never changes (so nothing to subscribe to).
  const readers = createInstanceReaders(
    { getState: () => state, subscribe: () => () => undefined },
    options.networks,
  );
  return {
    state,
    account: readers.getAccount,
    balance: readers.getBalance,
    network: readers.getNetwork,
  };
}

/**
 * The snapshot a hook hands `useSyncExternalStore` as its server snapshot: on a server, the
 * instance as it is (`getAccount()`, `getBalance()`, `getNetwork()`, the store); in a browser, what the server
 * rendered. React reads it only while hydrating, then re-renders with the live value.
 */
export function hydrationSnapshotOf(portico: Portico): HydrationSnapshot {
  if (onServer) {
    return {
      get state() {
        return portico.resolve(TOKENS.state).getState();
      },
      account: (namespace) => portico.getAccount(namespace),
      balance: (namespace) => portico.getBalance(namespace),
      network: (namespace) => portico.getNetwork(namespace),
    };
  }
  let snapshot = snapshots.get(portico);
  if (!snapshot) {
    snapshot = snapshotOf(portico);
    snapshots.set(portico, snapshot);
  }
  return snapshot;
}
