import mitt, { type Emitter } from 'mitt';
import type { ViewName } from '../router/views';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../validators/caip';

/** Events a Portico instance emits (names follow AppKit's, so analytics code ports easily). */
export type PorticoEvents = {
  MODAL_OPEN: { readonly view: ViewName; readonly connected: boolean };
  MODAL_CLOSE: { readonly connected: boolean };
  SELECT_WALLET: { readonly namespace: ChainNamespace; readonly connectorId: string };
  CONNECT_SUCCESS: {
    readonly namespace: ChainNamespace;
    readonly connectorId: string;
    readonly caipAddress: CaipAddress;
    readonly reconnected: boolean;
  };
  CONNECT_ERROR: {
    readonly namespace: ChainNamespace;
    readonly connectorId: string;
    readonly message: string;
  };
  DISCONNECT_SUCCESS: { readonly namespace: ChainNamespace };
  DISCONNECT_ERROR: { readonly namespace: ChainNamespace; readonly message: string };
  ACCOUNT_CHANGED: { readonly namespace: ChainNamespace; readonly caipAddress: CaipAddress };
  SWITCH_NETWORK: { readonly caipNetworkId: CaipNetworkId };
  UNSUPPORTED_NETWORK: { readonly namespace: ChainNamespace; readonly chainId: string };
  ERROR: { readonly message: string; readonly code?: string };
};

export type PorticoEventName = keyof PorticoEvents;

/** One event as `subscribeEvents` listeners receive it. */
export type PorticoEvent = {
  [K in PorticoEventName]: {
    readonly type: K;
    readonly data: PorticoEvents[K];
    readonly timestamp: number;
  };
}[PorticoEventName];

export type EventBus = Emitter<PorticoEvents>;

/** A typed mitt bus, one per instance. */
export function createEventBus(): EventBus {
  return mitt<PorticoEvents>();
}
