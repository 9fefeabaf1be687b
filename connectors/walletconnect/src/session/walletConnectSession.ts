/**
 * The WalletConnect session of one Portico instance, over @walletconnect/sign-client: loaded
 * with `import()` on the first connect or restore (see ../walletConnect.ts), so a page that
 * never uses WalletConnect never downloads the SDK.
 *
 * One session serves every namespace the wallet approved. This module puts the parts together,
 * one job per file: the client's lifecycle (./signClient.ts), proposals and pairing
 * (./pairingAttempts.ts), the session in use and each namespace's current chain
 * (./currentSession.ts, driven here), requests to the wallet (./sessionRequests.ts), the
 * wallet's events (./walletEvents.ts); every reach into the SDK's internals is in
 * ./signClientPatches.ts. An attempt whose proposal waits on a relay that refuses the socket
 * fails at once with RelayUnreachableError.
 */
import type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  NamespaceRequest,
  SharedConnectorContext,
  SiwxConnectRequest,
  SiwxConnectResult,
} from '@portico/core';
import { connectionDeclined, notConnected, relayUnreachable } from '../errors';
import type { ResolvedWalletConnectOptions } from '../options';
import { trackCurrentSession } from './currentSession';
import type { Eip1193Request } from './eip155Requests';
import { connectAndSignIn } from './connectAndSignIn';
import { createPairingAttempts } from './pairingAttempts';
import { createSessionRequests } from './sessionRequests';
import { closeSignClient, openSignClient, type Session } from './signClient';
import {
  openRelayConnection,
  USER_DISCONNECTED,
  watchRelaySocketFailures,
} from './signClientPatches';
import { listenToWallet } from './walletEvents';

/** What a provider hears from the session, before it puts it in its own shape. */
export type SessionEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly CaipAddress[] }
  | { readonly type: 'chainChanged'; readonly chainId: CaipNetworkId }
  | { readonly type: 'disconnect' };

export interface SessionConfig {
  readonly options: ResolvedWalletConnectOptions;
  readonly context: SharedConnectorContext;
  /** The namespaces the connector serves (and proposes). */
  readonly served: readonly ChainNamespace[];
  emit(namespace: ChainNamespace, event: SessionEvent): void;
}

export interface WalletConnectSession {
  /** The namespace's accounts (CAIP-10, current chain), after a pairing when there is no session. */
  connect(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  /** The same from a live session, never pairing: [] without one. */
  restore(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  request(namespace: ChainNamespace, request: NamespaceRequest): Promise<unknown>;
  /** One-click sign-in (see ./connectAndSignIn.ts); rejects with core's error classes. */
  connectAndSignIn(request: SiwxConnectRequest): Promise<SiwxConnectResult>;
  eip155Request(request: Eip1193Request): Promise<unknown>;
  chainOf(namespace: ChainNamespace): CaipNetworkId | undefined;
  switchChain(namespace: ChainNamespace, chainId: string): Promise<void>;
  /** Ends the session for every namespace (the wallet is told). */
  disconnect(): Promise<void>;
  /** The visitor left the connect flow: a pending pairing is cancelled (declined). */
  abandon(): void;
  /** Stops listening, cancels a pairing, closes the relay connection. Sessions stay stored. */
  destroy(): void;
}

export async function openWalletConnectSession(
  config: SessionConfig,
): Promise<WalletConnectSession> {
  const { options, context, served } = config;
  const client = await openSignClient(options);
  const pairings = createPairingAttempts(client, context, served);
  // The relay refused the socket while a proposal waits for it: fail now, not at the time-out.
  const stopWatchingRelay = watchRelaySocketFailures(client.core.relayer, (error) => {
    if (pairings.proposing) pairings.cancel(relayUnreachable(error));
  });
  openRelayConnection(client.core.relayer);
  const current = trackCurrentSession<Session>(() => client.session.getAll());
  let destroyed = false;

  const holding = (namespace: ChainNamespace) =>
    destroyed ? undefined : current.holding(namespace);

  const moveTo = (namespace: ChainNamespace, chain: CaipNetworkId) => {
    if (current.moveTo(namespace, chain))
      config.emit(namespace, { type: 'chainChanged', chainId: chain });
  };

  const connect = async (namespace: ChainNamespace) => {
    if (destroyed) throw notConnected();
    const existing = current.holding(namespace);
    if (existing) return current.accountsIn(existing, namespace);
    const approved = await pairings.join();
    current.adopt(approved);
    return current.accountsIn(approved, namespace);
  };

  const restore = async (namespace: ChainNamespace) => {
    const session = holding(namespace);
    return session ? current.accountsIn(session, namespace) : [];
  };

  const disconnect = async () => {
    const session = current.get();
    current.end();
    if (!session) return;
    try {
      await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED });
    } catch {
      // The relay is unreachable: forget the session here, the wallet sees it expire.
      await Promise.resolve(client.session.delete(session.topic, USER_DISCONNECTED)).catch(
        () => {},
      );
    }
  };

  const stopListening = listenToWallet({
    client,
    current,
    served,
    context,
    emit: config.emit,
    moveTo,
  });
  const requests = createSessionRequests({
    client,
    current,
    networks: context.networks,
    holding,
    isOpen: () => !destroyed,
    moveTo,
    connect,
    restore,
    disconnect,
  });

  return {
    connect,
    restore,
    request: requests.request,
    connectAndSignIn: (request) =>
      connectAndSignIn(request, {
        client,
        current,
        pairings,
        networks: context.networks,
        served,
        isOpen: () => !destroyed,
        connect,
      }),
    eip155Request: requests.eip155Request,
    chainOf(namespace) {
      const session = holding(namespace);
      return session && current.chainIn(session, namespace);
    },
    switchChain: requests.switchChain,
    disconnect,
    abandon: () => pairings.cancel(connectionDeclined()),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      pairings.cancel(notConnected());
      stopWatchingRelay();
      current.end();
      stopListening();
      closeSignClient(client, options);
    },
  };
}
