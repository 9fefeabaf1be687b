/**
 * `walletConnect(options)`: Portico's WalletConnect connector, one session for every namespace
 * (core's SharedConnectorPlugin). This is all a page loads up front: the options check, one
 * frozen connector per served namespace and their providers. The session code and
 * @walletconnect/sign-client sit behind one `import()` (./session/walletConnectSession.ts),
 * loaded on the first connect, or on page load when core restores a remembered WalletConnect
 * connection; never for a visitor who does not use WalletConnect.
 */
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type ChainNamespace,
  type Connector,
  type NamespaceSession,
  type SharedConnector,
  type SharedConnectorContext,
  type SharedConnectorPlugin,
  type SiwxConnectRequest,
  type SiwxConnectResult,
  WalletRequestError,
} from '@portico/core';
import { notConnected, providerNotFound, WALLET_CONNECT_NAME } from './errors';
import { servedNamespaces } from './namespaces';
import {
  resolveWalletConnectOptions,
  type ResolvedWalletConnectOptions,
  type WalletConnectOptions,
} from './options';
import { createEip1193Provider } from './providers/eip1193Provider';
import { createNamespaceProvider } from './providers/namespaceProvider';
import type { SessionEvent, WalletConnectSession } from './session/walletConnectSession';

/** The WalletConnect connector for `createPortico({ connectors: [walletConnect({...})] })`. */
export function walletConnect(options: WalletConnectOptions): SharedConnectorPlugin {
  const resolved = resolveWalletConnectOptions(options);
  return Object.freeze({
    id: WALLET_CONNECT_CONNECTOR_ID,
    create: (context: SharedConnectorContext) => createWalletConnectConnector(resolved, context),
  });
}

function createWalletConnectConnector(
  options: ResolvedWalletConnectOptions,
  context: SharedConnectorContext,
): SharedConnector {
  // Namespaces without an adapter are served too: core connects them through sessionFor().
  const served = servedNamespaces(
    [...context.namespaces, ...(context.unadaptedNamespaces ?? [])],
    context.networks,
  );
  const sessionOnly = new Set(
    (context.unadaptedNamespaces ?? []).filter((namespace) => served.includes(namespace)),
  );
  /** Who hears a namespace's session events: its provider, and core's session adapter. */
  const deliveries = new Map<ChainNamespace, Set<(event: SessionEvent) => void>>();
  const listen = (namespace: ChainNamespace, deliver: (event: SessionEvent) => void) => {
    const listeners = deliveries.get(namespace) ?? new Set();
    listeners.add(deliver);
    deliveries.set(namespace, listeners);
    return () => void listeners.delete(deliver);
  };
  let loading: Promise<WalletConnectSession> | undefined;
  /** The session once loaded (abandon() acts at once: a session still loading has no pairing). */
  let opened: WalletConnectSession | undefined;
  let destroyed = false;

  const load = (): Promise<WalletConnectSession> => {
    if (destroyed) return Promise.reject(notConnected());
    loading ??= import('./session/walletConnectSession')
      .catch((error: unknown) => {
        throw providerNotFound(error);
      })
      .then((session) =>
        session.openWalletConnectSession({
          options,
          context,
          served,
          emit: (namespace, event) => {
            for (const deliver of [...(deliveries.get(namespace) ?? [])]) deliver(event);
          },
        }),
      )
      .then(
        (session) => {
          // Destroyed while loading: nothing may stay connected to the relay.
          if (destroyed) session.destroy();
          else opened = session;
          return session;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };

  const connectors = new Map<ChainNamespace, Connector>();
  /** Core's session contract for each namespace it connects without an adapter. */
  const sessions = new Map<ChainNamespace, NamespaceSession>();
  for (const namespace of served) {
    const session = namespace === 'eip155' ? undefined : createNamespaceProvider(namespace, load);
    const { provider, deliver } = session ?? createEip1193Provider(load);
    listen(namespace, deliver);
    if (sessionOnly.has(namespace)) {
      // eip155's provider is EIP-1193 (for the app): core gets a namespace session beside it.
      const own = session ?? createNamespaceProvider(namespace, load);
      if (!session) listen(namespace, own.deliver);
      sessions.set(namespace, own.provider);
    }
    connectors.set(
      namespace,
      Object.freeze({
        id: WALLET_CONNECT_CONNECTOR_ID,
        name: WALLET_CONNECT_NAME,
        type: 'WALLET_CONNECT',
        chain: namespace,
        provider,
      }),
    );
  }

  return {
    connectorFor: (namespace: ChainNamespace) => connectors.get(namespace),
    sessionFor: (namespace: ChainNamespace) => sessions.get(namespace),
    // The visitor is about to pick WalletConnect: load sign-client and open the relay now.
    prepare() {
      if (served.length > 0 && !destroyed) void load().catch(() => undefined);
    },
    // One-click sign-in (README "One-click sign-in"); the session code loads here as for a connect.
    async connectAndSignIn(request: SiwxConnectRequest): Promise<SiwxConnectResult> {
      let session: WalletConnectSession;
      try {
        session = await load();
      } catch (error) {
        throw new WalletRequestError('wc_sessionAuthenticate', error);
      }
      return session.connectAndSignIn(request);
    },
    // The visitor closed the modal: a pending pairing is cancelled (its connect is declined).
    abandon() {
      opened?.abandon();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      opened = undefined;
      void loading?.then(
        (session) => session.destroy(),
        () => undefined,
      );
    },
  };
}
