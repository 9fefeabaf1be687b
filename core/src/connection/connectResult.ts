import type { AccountType } from '../contracts/accountTypes';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../validators/caip';

/** What `connect` returns once state holds the new connection and its events went out. */
export interface ConnectResult {
  readonly namespace: ChainNamespace;
  readonly connectorId: string;
  readonly address: string;
  readonly caipAddress: CaipAddress;
  readonly accountType: AccountType;
  /** The configured network the wallet is on; undefined when its chain is not configured. */
  readonly caipNetworkId?: CaipNetworkId;
  /** The wallet's chain reference when it is not one of the configured networks. */
  readonly unsupportedChainId?: string;
}

/** What the layer above the connection rules (the modal) does once a connection is made. */
export interface ConnectionEffects {
  /** After a visitor's connect (not a reconnect): state is written and the events are out. */
  connected?(result: ConnectResult): void;
  /**
   * A visitor's connect starts; what it returns is called with the error if the attempt fails
   * (the modal layer shows 'Signature declined' for a refusal the visitor is still looking at).
   */
  connectStarted?(): (error: unknown) => void;
  /** After a namespace's chain was set (connect, reconnect, switch, or the wallet moved). */
  chainChecked?(namespace: ChainNamespace, supported: boolean): void;
  /** After switchAccount wrote the visitor's choice and its event went out. */
  accountSwitched?(namespace: ChainNamespace): void;
}
