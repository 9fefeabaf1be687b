import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import { shallowEqual } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { ViewName } from '../router/views';
import { createAccountReader, type AccountInfo } from './accountReader';
import { createBalanceReader, type BalanceInfo } from './balanceReader';
import { createNetworkReader, type NetworkInfo } from './networkReader';

type Unsubscribe = () => void;

/** The modal's state as `getState()` reports it. */
export interface ModalInfo {
  readonly open: boolean;
  readonly view: ViewName;
  readonly history: readonly ViewName[];
  readonly activeNamespace?: ChainNamespace;
  readonly selectedNetworkId?: string;
}

const modalInfo = (state: PorticoState): ModalInfo => ({
  open: state.modal.open,
  view: state.modal.view,
  history: state.modal.history,
  activeNamespace: state.activeNamespace,
  selectedNetworkId: state.activeNamespace
    ? state.chains[state.activeNamespace]?.caipNetworkId
    : undefined,
});

/**
 * The public reads of one instance (getState, getAccount, getBalance, getNetwork) and their
 * subscriptions. Each returns the same object until a field it exposes changes.
 */
export function createInstanceReaders(
  store: Pick<Store<PorticoState>, 'getState' | 'subscribe'>,
  networks: readonly Network[],
) {
  const accounts = createAccountReader();
  const balances = createBalanceReader();
  const networkReader = createNetworkReader(networks);
  const keyOf = (namespace?: ChainNamespace) => namespace ?? store.getState().activeNamespace;

  let cachedModal: ModalInfo | undefined;
  const getState = () => {
    const next = modalInfo(store.getState());
    if (!cachedModal || !shallowEqual(cachedModal, next)) cachedModal = next;
    return cachedModal;
  };
  const getAccount = (namespace?: ChainNamespace): AccountInfo | undefined => {
    const key = keyOf(namespace);
    return key ? accounts.read(key, store.getState().chains[key]?.account) : undefined;
  };
  const getBalance = (namespace?: ChainNamespace): BalanceInfo =>
    balances.read(store.getState(), namespace);
  const getNetwork = (namespace?: ChainNamespace): NetworkInfo => {
    const key = keyOf(namespace);
    return networkReader.read(key, key ? store.getState().chains[key] : undefined);
  };
  const follow =
    <T>(read: (namespace?: ChainNamespace) => T) =>
    (listener: (value: T) => void, namespace?: ChainNamespace): Unsubscribe =>
      store.subscribe(
        () => read(namespace),
        (value) => listener(value),
      );

  return {
    getState,
    subscribeState: (listener: (state: ModalInfo) => void): Unsubscribe =>
      store.subscribe(() => getState(), listener),
    getAccount,
    subscribeAccount: follow(getAccount),
    getBalance,
    subscribeBalance: follow(getBalance),
    getNetwork,
    subscribeNetwork: follow(getNetwork),
  };
}
