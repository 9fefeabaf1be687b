/**
 * The WalletConnect session of one Portico instance, over @walletconnect/sign-client: the only
 * module that imports the SDK, loaded with `import()` on the first connect or restore (see
 * ../walletConnect.ts), so a page that never uses WalletConnect never downloads it.
 *
 * One session serves every namespace the wallet approved. This module pairs (the pairing loop
 * with sign-client's proposals), restores the newest live session after a reload, tracks the
 * current chain of each namespace, sends requests to the wallet, turns the wallet's events into
 * provider events, and ends everything on `destroy()`. An attempt whose proposal waits on a
 * relay that refuses the socket fails at once with RelayUnreachableError.
 *
 * Over 300 lines on purpose: every part here shares the one client and the session in use
 * (the listeners, the attempt, the requests); the parts that need neither live beside it.
 */
import { SignClient } from '@walletconnect/sign-client';
import {
  MESSAGES,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type PairingState,
  type SharedConnectorContext,
} from '@portico/core';
import {
  chainNotConfigured,
  connectionDeclined,
  methodNotSupported,
  notConnected,
  relayUnreachable,
  RPC_ERROR_CODES,
  walletFailed,
} from '../errors';
import { proposalNamespaces } from '../namespaces';
import type { ResolvedWalletConnectOptions } from '../options';
import { createLocalStorageKeyValue, pageLocalStorage } from './localStorageKeyValue';
import { startPairing, type PairingAttempt, type PairingProposal } from '../pairing/pairingLoop';
import { trackCurrentSession } from './currentSession';
import { openRelayConnection, watchRelaySocketFailures } from './relayConnection';
import { eip155Request, type Eip155SessionPort, type Eip1193Request } from './eip155Requests';
import { chainsOf, eventAccounts, offersMethod, toChainId } from './sessionAccounts';
import { fromWalletError } from './walletErrors';
import { openWalletLink, promptsUser } from './walletLink';

type Client = InstanceType<typeof SignClient>;
type Session = ReturnType<Client['session']['get']>;
type ClientOptions = NonNullable<Parameters<typeof SignClient.init>[0]>;
/** A wallet's session_event: `{ name, data }` on a CAIP-2 chain. */
interface SessionEventArgs {
  readonly topic: string;
  readonly params: { readonly event: { name: string; data: unknown }; readonly chainId: string };
}

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

export interface NamespaceRequest {
  readonly method: string;
  readonly params?: unknown;
  /** CAIP-2 (or the bare reference); default: the namespace's current chain. */
  readonly chainId?: string;
}

export interface WalletConnectSession {
  /** The namespace's accounts (CAIP-10, current chain), after a pairing when there is no session. */
  connect(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  /** The same from a live session, never pairing: [] without one. */
  restore(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  request(namespace: ChainNamespace, request: NamespaceRequest): Promise<unknown>;
  eip155Request(request: Eip1193Request): Promise<unknown>;
  chainOf(namespace: ChainNamespace): CaipNetworkId | undefined;
  switchChain(namespace: ChainNamespace, chainId: string): Promise<void>;
  /** Ends the session for every namespace (the wallet is told). */
  disconnect(): Promise<void>;
  /** Stops listening, cancels a pairing, closes the relay connection. Sessions stay stored. */
  destroy(): void;
}

/** sign-client's reason when the dapp ends a session (getSdkError('USER_DISCONNECTED')). */
const USER_DISCONNECTED = Object.freeze({ code: 6000, message: 'User disconnected.' });
/** sign-client's codes for a proposal that lapsed ('Proposal expired', 'Expired.'), not refused. */
const LAPSED_PROPOSAL_CODES: readonly number[] = Object.freeze([0, 6]);
/** Where sign-client keeps one core per storage prefix (see @walletconnect/core). */
const GLOBAL_CORE_SLOT = '_walletConnectCore_';

function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-fA-F]+)@2\b/.exec(uri)?.[1];
}

function hasLapsed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' && LAPSED_PROPOSAL_CODES.includes(code);
}

async function initClient(options: ResolvedWalletConnectOptions): Promise<Client> {
  const { metadata } = options;
  // The app's store, else the page's localStorage (faster to open than the SDK's IndexedDB).
  const local = options.storage ? undefined : pageLocalStorage();
  const storage =
    options.storage ?? (local && createLocalStorageKeyValue(local, options.storagePrefix));
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    logger: options.logLevel,
    telemetryEnabled: options.telemetry,
    customStoragePrefix: options.storagePrefix,
    ...(metadata && { metadata: { ...metadata, icons: [...metadata.icons] } }),
    ...(storage && { storage: storage as ClientOptions['storage'] }),
  });
  if (!options.verify) {
    // No attestation frame (browser, up to 5 s per connect and request) and no lookup.
    type Verify = typeof client.core.verify;
    client.core.verify.register = (async () => '') as Verify['register'];
    client.core.verify.resolve = (async () => undefined) as unknown as Verify['resolve'];
  }
  return client;
}

export async function openWalletConnectSession(
  config: SessionConfig,
): Promise<WalletConnectSession> {
  const { options, context, served } = config;
  const client = await initClient(options);
  let attempt: PairingAttempt<Session> | undefined;
  // The relay refused the socket while a proposal waits for it: fail now, not at the time-out.
  const stopWatchingRelay = watchRelaySocketFailures(client.core.relayer, (error) => {
    if (attempt?.proposing) attempt.cancel(relayUnreachable(error));
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

  const showPairing = (namespaces: readonly string[], pairing: PairingState | undefined) =>
    context.store.setState((state) => {
      for (const namespace of namespaces) {
        const chain = state.chains[namespace];
        if (chain) chain.pairing = pairing;
      }
    });

  /** sign-client settles a pending approval only when the proposal expires: this does it now. */
  const withdrawProposal = (id: number) => {
    client.events.emit('proposal_expire', { id });
    void (async () => {
      await client.proposal.delete(id, USER_DISCONNECTED);
      await client.core.expirer.del(id);
    })().catch(() => undefined);
  };

  const propose = async (
    optionalNamespaces: ReturnType<typeof proposalNamespaces>,
  ): Promise<PairingProposal<Session>> => {
    const { uri, approval } = await client.connect({ optionalNamespaces });
    const pairingTopic = uri ? pairingTopicOf(uri) : undefined;
    if (!uri || !pairingTopic) throw walletFailed(RPC_ERROR_CODES.internal, uri);
    const proposalId = client.proposal.getAll().find((p) => p.pairingTopic === pairingTopic)?.id;
    let withdrawn = false;
    const settled = approval().then(
      (session) => {
        if (!withdrawn) return session;
        // Approved just after another proposal won: the wallet must not keep a second session.
        void client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => {});
        return undefined;
      },
      (error: unknown) => {
        if (withdrawn || hasLapsed(error)) return undefined;
        throw connectionDeclined(error);
      },
    );
    return {
      uri,
      approval: settled,
      withdraw() {
        if (withdrawn) return;
        withdrawn = true;
        if (proposalId !== undefined) withdrawProposal(proposalId);
      },
    };
  };

  const beginAttempt = () => {
    const optionalNamespaces = proposalNamespaces(served, context.networks);
    const shown = Object.keys(optionalNamespaces);
    const next = startPairing<Session>({
      propose: () => propose(optionalNamespaces),
      timers: context.timers,
      show: (pairing) => showPairing(shown, pairing),
    });
    // Closing the modal while the QR code is up abandons the attempt.
    const stopWatching = context.store.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (!open) next.cancel(connectionDeclined());
      },
    );
    const done = () => {
      stopWatching();
      if (attempt === next) attempt = undefined;
    };
    next.result.then(done, done);
    return next;
  };

  const connect = async (namespace: ChainNamespace) => {
    if (destroyed) throw notConnected();
    const existing = current.holding(namespace);
    if (existing) return current.accountsIn(existing, namespace);
    attempt ??= beginAttempt();
    const approved = await attempt.result;
    current.adopt(approved);
    return current.accountsIn(approved, namespace);
  };

  const restore = async (namespace: ChainNamespace) => {
    const session = holding(namespace);
    return session ? current.accountsIn(session, namespace) : [];
  };

  const send = async (chain: CaipNetworkId, method: string, params: unknown) => {
    const topic = current.topic;
    if (!topic || destroyed) throw notConnected();
    try {
      return await client.request({ topic, chainId: chain, request: { method, params } });
    } catch (error) {
      throw fromWalletError(error, method);
    }
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

  // --- What the wallet tells us ---
  const inUse = (topic: string) => (topic === current.topic ? current.get() : undefined);
  const onEvent = ({ topic, params }: SessionEventArgs) => {
    const session = inUse(topic);
    const namespace = params.chainId.split(':')[0] ?? '';
    if (!session || !served.includes(namespace)) return;
    const { name, data } = params.event;
    if (name === 'chainChanged') {
      const chain = toChainId(namespace, data) ?? toChainId(namespace, params.chainId);
      if (chain) moveTo(namespace, chain);
    } else if (name === 'accountsChanged') {
      const chain = current.chainIn(session, namespace);
      const accounts = chain ? eventAccounts(chain, data) : [];
      // Accounts on other chains say nothing about this one; an empty list is a disconnect.
      if (accounts.length > 0 || (Array.isArray(data) && data.length === 0)) {
        config.emit(namespace, { type: 'accountsChanged', accounts });
      }
    }
  };
  const onUpdate = ({ topic }: { topic: string }) => {
    const session = inUse(topic);
    if (!session) return;
    for (const namespace of served) {
      const before = current.chosen(namespace);
      const accounts = current.accountsIn(session, namespace);
      const after = current.chainIn(session, namespace);
      if (before && after && before !== after) {
        config.emit(namespace, { type: 'chainChanged', chainId: after });
      }
      if (accounts.length > 0) config.emit(namespace, { type: 'accountsChanged', accounts });
    }
  };
  /** The session that ended last: sign-client reports an expiry as session_delete first. */
  let endedTopic: string | undefined;
  const onDeleted = ({ topic }: { topic: string }) => {
    if (topic !== current.topic) return;
    endedTopic = current.end();
    for (const namespace of served) config.emit(namespace, { type: 'disconnect' });
  };
  const onExpired = ({ topic }: { topic: string }) => {
    if (topic !== current.topic && topic !== endedTopic) return;
    onDeleted({ topic });
    context.alerts.show({
      variant: 'warning',
      title: MESSAGES.sessionExpired,
      message: MESSAGES.sessionExpiredDetail,
    });
  };
  const onRequestSent = ({ topic, request }: { topic: string; request: { method: string } }) => {
    if (!context.platform.isMobile || !promptsUser(request.method)) return;
    openWalletLink(inUse(topic)?.peer.metadata.redirect);
  };
  const listeners = [
    ['session_event', onEvent],
    ['session_update', onUpdate],
    ['session_delete', onDeleted],
    ['session_expire', onExpired],
    ['session_request_sent', onRequestSent],
  ] as const;
  for (const [event, listener] of listeners) client.on(event, listener as never);

  const eip155Port: Eip155SessionPort = {
    connect: () => connect('eip155'),
    restore: () => restore('eip155'),
    current() {
      const session = holding('eip155');
      const chain = session && current.chainIn(session, 'eip155');
      return session && chain ? { session, chain } : undefined;
    },
    defaultChain: context.networks.find((network) => network.chainNamespace === 'eip155')
      ?.caipNetworkId,
    send,
    moveTo: (chain) => moveTo('eip155', chain),
    disconnect,
  };

  /** The session holding the namespace and the chain a request names (or the current one). */
  const target = (namespace: ChainNamespace, chainId: string | undefined) => {
    const session = holding(namespace);
    const chain = session && current.chainIn(session, namespace);
    if (!session || !chain) throw notConnected();
    const named = chainId === undefined ? chain : toChainId(namespace, chainId);
    if (!named || !chainsOf(session, namespace).includes(named)) throw chainNotConfigured();
    return { session, chain: named };
  };

  return {
    connect,
    restore,
    async request(namespace, { method, params, chainId }) {
      const { session, chain } = target(namespace, chainId);
      if (!offersMethod(session, namespace, method)) throw methodNotSupported();
      return send(chain, method, params ?? {});
    },
    eip155Request: (request) => eip155Request(eip155Port, request),
    chainOf(namespace) {
      const session = holding(namespace);
      return session && current.chainIn(session, namespace);
    },
    async switchChain(namespace, chainId) {
      moveTo(namespace, target(namespace, chainId).chain);
    },
    disconnect,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      attempt?.cancel(notConnected());
      stopWatchingRelay();
      current.end();
      for (const [event, listener] of listeners) client.off(event, listener as never);
      client.core.heartbeat.stop();
      void client.core.relayer.transportClose().catch(() => undefined);
      // Free the SDK's global slot, so a new instance with this prefix gets a core of its own.
      const slots = globalThis as unknown as Record<string, unknown>;
      const slot = `${GLOBAL_CORE_SLOT}${options.storagePrefix}`;
      if (slots[slot] === client.core) {
        delete slots[slot];
        delete slots[`${slot}_count`];
      }
    },
  };
}
