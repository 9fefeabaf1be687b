/**
 * The connection controller's contracts: what it is given (ConnectionInput, with the memory
 * of the last connection) and what it offers the instance (ConnectionController).
 */
import type { AccountType } from '../contracts/accountTypes';
import type { AdapterEvent } from '../contracts/adapter';
import type { EventBus } from '../events/events';
import type { Alerts } from '../feedback/alerts';
import type { Network } from '../networks/network';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { SwitchAccountParams } from './accountChoice';
import type { ConnectResult, ConnectionEffects } from './connectResult';
import type { ConnectorRegistry } from './connectorRegistry';
import type { InstalledAdapter, InstalledAdapters } from './installedAdapters';

/**
 * Where the last used connector of each namespace, and the account the visitor chose among the
 * wallet's, are remembered between page loads. `remove` forgets both.
 */
export interface ConnectionMemory {
  get(namespace: ChainNamespace): string | undefined;
  set(namespace: ChainNamespace, connectorId: string): void;
  preferredAddress(namespace: ChainNamespace): string | undefined;
  /** undefined forgets the choice (a new connect: the visitor picks again). */
  setPreferredAddress(namespace: ChainNamespace, address: string | undefined): void;
  remove(namespace: ChainNamespace): void;
}

export interface ConnectionInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  readonly alerts: Alerts;
  readonly adapters: InstalledAdapters;
  readonly connectors: ConnectorRegistry;
  readonly networks: readonly Network[];
  readonly defaultNetwork?: Network;
  readonly memory: ConnectionMemory;
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>;
  readonly effects: ConnectionEffects;
}

export interface ConnectionController {
  connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<ConnectResult>;
  /** Restores the namespace's last connection without prompting; true when it did. */
  reconnect(namespace: ChainNamespace): Promise<boolean>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(network: Network): Promise<void>;
  handleAdapterEvent(namespace: ChainNamespace, event: AdapterEvent): void;
  adapterOf(namespace: ChainNamespace): InstalledAdapter;
  /** Makes one of the namespace's accounts the active one, remembered for the next load. */
  switchAccount(params: SwitchAccountParams): Promise<void>;
}
