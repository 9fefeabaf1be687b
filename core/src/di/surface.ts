/**
 * The plugin surface: what a UI binding or a feature plugin may use of one instance, each part
 * under a typed token. It is the only way into an instance besides the public `Portico` API;
 * state is read-only here (core's rules write it).
 */
import type { Connector } from '../contracts/connector';
import type { SharedConnector } from '../contracts/sharedConnector';
import type { EventBus } from '../events/events';
import type { LoadFeature, LoadedFeatureOf } from '../contracts/feature';
import type { Alerts } from '../feedback/alerts';
import type { Toasts } from '../feedback/toasts';
import type { Modal } from '../modal/modal';
import type { Network } from '../networks/network';
import type { ResolvedOptions } from '../options/options';
import type { Platform } from '../platform/platform';
import type { Router } from '../router/router';
import type { ServiceClients } from '../services/index';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { PorticoStorage, PorticoStorageSchema } from '../storage/storage';
import type { TransactionTracker } from '../transactions/types';
import type { ChainNamespace } from '../validators/caip';
import { token } from './tokens';

/** Read access to the instance's state: a snapshot and selector subscriptions. */
export type StateReader = Pick<Store<PorticoState>, 'getState' | 'subscribe'>;

/** The live connectors of the instance (what `state.connectors` describes). */
export interface ConnectorDirectory {
  /** The live connector with `id` in `namespace`, once an adapter has discovered it. */
  get(namespace: ChainNamespace, id: string): Connector | undefined;
}

/** The enabled feature plugins, as a UI binding sees them. */
export interface FeatureDirectory {
  /** Every view the enabled plugins add. */
  readonly views: readonly string[];
  /** The id of the enabled plugin that owns `view`, if any. */
  pluginOf(view: string): string | undefined;
  /**
   * Loads (once) an enabled plugin's code and creates its state and actions in this instance.
   * Given the installed plugin object instead of its id, the result is typed by that plugin.
   */
  readonly load: LoadFeature;
  /** A plugin that finished loading (its views, actions and state), by id or plugin object. */
  readonly loaded: LoadedFeatureOf;
}

/** Core's services of one instance, each under its typed token. */
export const TOKENS = Object.freeze({
  options: token<ResolvedOptions>('portico:options'),
  /** Read-only state with selector subscriptions. */
  state: token<StateReader>('portico:state'),
  events: token<EventBus>('portico:events'),
  storage: token<PorticoStorage<PorticoStorageSchema>>('portico:storage'),
  modal: token<Modal>('portico:modal'),
  router: token<Router>('portico:router'),
  toasts: token<Toasts>('portico:toasts'),
  alerts: token<Alerts>('portico:alerts'),
  networks: token<readonly Network[]>('portico:networks'),
  platform: token<Platform>('portico:platform'),
  connectors: token<ConnectorDirectory>('portico:connectors'),
  features: token<FeatureDirectory>('portico:features'),
  /** The service clients, their code loaded on first use (undefined without services). */
  services: token<() => Promise<ServiceClients | undefined>>('portico:services'),
  /** The transactions this instance sent: pending ones survive a reload (issue 16). */
  transactions: token<TransactionTracker>('portico:transactions'),
});

/** The token a shared connector (`options.connectors`) is registered under: its live object. */
export const sharedConnectorToken = (id: string) =>
  token<SharedConnector>(`portico:connector:${id}`);
