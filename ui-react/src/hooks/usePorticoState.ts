import {
  shallowEqual,
  type CaipNetworkId,
  type ChainNamespace,
  type PorticoState,
  type ViewName,
} from '@portico/core';
import { useStoreSnapshot } from './useStoreSnapshot';

export interface PorticoModalState {
  /** Whether the modal is open. */
  readonly open: boolean;
  /** The view the modal shows (or showed last). */
  readonly view: ViewName;
  readonly activeNamespace?: ChainNamespace;
  /** The CAIP-2 id of the active namespace's network. */
  readonly selectedNetworkId?: CaipNetworkId;
  /** True while the active account is connecting or reconnecting. */
  readonly loading: boolean;
}

function modalStateOf(state: PorticoState, onServer = false): PorticoModalState {
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined;
  const status = chain?.account.status;
  return {
    open: state.modal.open,
    view: state.modal.view,
    activeNamespace: state.activeNamespace,
    selectedNetworkId: chain?.caipNetworkId,
    // A server never reconnects (it has no storage): while hydrating, reconnecting is not loading.
    loading: status === 'connecting' || (status === 'reconnecting' && !onServer),
  };
}

const clientModalState = (state: PorticoState) => modalStateOf(state);
const serverModalState = (state: PorticoState) => modalStateOf(state, true);

/**
 * The modal's state, like AppKit's `useAppKitState()`: open, view, activeNamespace,
 * selectedNetworkId and loading (which `getState()` does not have, so it reads the store).
 * While hydrating server markup, a reconnecting page reads as not loading (as the server
 * rendered it); the real value follows right after.
 */
export function usePorticoState(): PorticoModalState {
  return useStoreSnapshot(clientModalState, serverModalState, shallowEqual);
}
