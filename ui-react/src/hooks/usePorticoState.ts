import {
  shallowEqual,
  type CaipNetworkId,
  type ChainNamespace,
  type PorticoState,
  type ViewName,
} from '@portico/core';
import { useStoreSelector } from './useStoreSelector';

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

function modalStateOf(state: PorticoState): PorticoModalState {
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined;
  const status = chain?.account.status;
  return {
    open: state.modal.open,
    view: state.modal.view,
    activeNamespace: state.activeNamespace,
    selectedNetworkId: chain?.caipNetworkId,
    loading: status === 'connecting' || status === 'reconnecting',
  };
}

/**
 * The modal's state, like AppKit's `useAppKitState()`: open, view, activeNamespace,
 * selectedNetworkId and loading (which `getState()` does not have, so it reads the store).
 * While hydrating server markup it reads what the server rendered (not loading, whatever the
 * page is reconnecting); the real value follows right after.
 */
export function usePorticoState(): PorticoModalState {
  return useStoreSelector(modalStateOf, shallowEqual);
}
