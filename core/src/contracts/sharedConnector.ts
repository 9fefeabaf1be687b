import type { Platform } from '../platform/platform';
import type { EventBus } from '../events/events';
import type { Alerts } from '../feedback/alerts';
import type { Timers } from '../instance/timers';
import type { Network } from '../networks/network';
import type { PairingState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { Connector } from './connector';
import type { NamespaceSession } from './namespaceSession';
import type { SiwxConnectRequest, SiwxConnectResult } from './siwx';

/** The id of the WalletConnect connector in every namespace it serves. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** What core gives a shared connector when an instance installs it (before any adapter). */
export interface SharedConnectorContext {
  /** Every configured network, of every namespace. */
  readonly networks: readonly Network[];
  /** The namespaces that have an adapter installed. */
  readonly namespaces: readonly ChainNamespace[];
  /**
   * Namespaces with configured networks and no adapter (an app with no adapters at all, the
   * spec's ConnectingWalletConnectBasic case): a shared connector may connect them itself
   * through `sessionFor()`.
   */
  readonly unadaptedNamespaces: readonly ChainNamespace[];
  /**
   * Shows a pairing (a QR code / wallet link waiting to be scanned) in each of `namespaces`, or
   * clears it with `undefined`. The only state a shared connector sets; it reads none.
   */
  showPairing(namespaces: readonly ChainNamespace[], pairing: PairingState | undefined): void;
  readonly events: EventBus;
  readonly alerts: Alerts;
  /** The instance's timers: cancelled by `destroy()`. */
  readonly timers: Timers;
  readonly platform: Platform;
}

/** One live shared connector in one instance. */
export interface SharedConnector {
  /**
   * Its connector in `namespace`, whose `provider` is what that namespace's adapter speaks
   * (an EIP-1193 provider for eip155); undefined when it does not serve the namespace.
   */
  connectorFor(namespace: ChainNamespace): Connector | undefined;
  /**
   * Starts loading what a connection needs (its code, a relay connection) without asking any
   * wallet anything. The UI calls it when the visitor picks the connector (presses or clicks
   * its row), in parallel with loading its view, so the pairing is ready sooner. Never throws.
   */
  prepare?(): void;
  /**
   * The visitor left the connect flow (core calls it when the modal closes): cancel a pending
   * pairing, so its connect rejects as declined. Nothing happens without one. Never throws.
   */
  abandon?(): void;
  /**
   * For a namespace without an adapter: its session (core's session contract), through which
   * core connects, restores, switches and disconnects it and hears the wallet's events, so the
   * modal can connect it. Core reads no chain for such a namespace (no balance); the app talks
   * to the connector's `provider` itself, and core's chain actions (signMessage,
   * sendTransaction) throw 'Adapter not found' there.
   */
  sessionFor?(namespace: ChainNamespace): NamespaceSession | undefined;
  /**
   * Optional: connects AND signs in, in one step, when the wallet can (WalletConnect's one-click
   * sign-in: one QR code, one approval, a signed sign-in message per chain). It shows the
   * pairing like a connect and resolves once connected: 'signedIn' with the signed sessions, or
   * 'connected' with the reason none came back (the caller then signs in as after a connect).
   * A wallet refusing rejects with UserRejectedError ('Signature declined'), also when the
   * visitor closes the modal while the pairing is up; an unreachable relay with
   * RelayUnreachableError. Core's state is not touched: the caller then connects the namespace
   * (`portico.connect({ connectorId })`), which takes the session with no new prompt.
   */
  connectAndSignIn?(request: SiwxConnectRequest): Promise<SiwxConnectResult>;
  /** Ends sessions' listeners and timers (not the sessions themselves). */
  destroy?(): void;
}

/**
 * A connector that reaches one wallet in several namespaces through one session (WalletConnect,
 * an embedded wallet). Apps pass it in `options.connectors`; every adapter gets the
 * connectors for its namespace in `AdapterContext.sharedConnectors` and lists the ones it can
 * drive. Connecting one namespace brings up the others the session holds; disconnecting one
 * disconnects them all (spec section 4).
 */
export interface SharedConnectorPlugin {
  /** The connector id in every namespace (WalletConnect's is `walletConnect`). */
  readonly id: string;
  create(context: SharedConnectorContext): SharedConnector;
}
