import { castDraft } from 'immer';
import { RECONNECT_DISCOVERY_WAIT_MS } from '../constants';
import type { AccountType, AccountTypePolicy } from '../contracts/accountTypes';
import type { Adapter, AdapterEvent, Connection } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import {
  AccountTypeNotAcceptedError,
  AdapterNotFoundError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkNotFoundError,
  WalletConnectConnectorNotFoundError,
} from '../errors/errors';
import { WALLET_CONNECT_CONNECTOR_ID } from '../contracts/sharedConnector';
import { MESSAGES } from '../errors/messages';
import type { EventBus } from '../events/events';
import type { Alerts } from '../feedback/alerts';
import type { Timers } from '../instance/timers';
import type { Modal } from '../modal/modal';
import type { Network } from '../networks/network';
import { firstConnectedNamespace } from '../state/connectedNamespace';
import type { Store } from '../state/store';
import type { ConnectorInfo, PorticoState } from '../state/types';
import { toCaipAddress, type ChainNamespace } from '../validators/caip';
import { defaultNetworkOf, initialChainState } from './chainState';

/** One namespace's live adapter with what its plugin declared. */
export interface InstalledAdapter {
  readonly adapter: Adapter;
  readonly accountTypes: AccountTypePolicy;
  /** False for core's session adapter (a namespace without an adapter): no chain reads. */
  readonly readsChain?: boolean;
}

/** Where the last used connector of each namespace is remembered between page loads. */
export interface ConnectionMemory {
  get(namespace: ChainNamespace): string | undefined;
  set(namespace: ChainNamespace, connectorId: string): void;
  remove(namespace: ChainNamespace): void;
}

export interface ConnectionInput {
  readonly store: Store<PorticoState>;
  readonly events: EventBus;
  readonly modal: Modal;
  readonly alerts: Alerts;
  readonly adapters: ReadonlyMap<ChainNamespace, InstalledAdapter>;
  readonly networks: readonly Network[];
  readonly defaultNetwork?: Network;
  readonly memory: ConnectionMemory;
  readonly timers: Timers;
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  readonly defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>;
  /** Called after a successful connect with the wallet that was used (recent wallets). */
  readonly onConnected?: (connector: ConnectorInfo) => void;
}

export interface ConnectionController {
  connect(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  /** Restores the namespace's last connection without prompting; true when it did. */
  reconnect(namespace: ChainNamespace): Promise<boolean>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(network: Network): Promise<void>;
  handleAdapterEvent(namespace: ChainNamespace, event: AdapterEvent): void;
  connector(namespace: ChainNamespace, connectorId: string): Connector | undefined;
  adapterOf(namespace: ChainNamespace): InstalledAdapter;
}

const toInfo = (connector: Connector): ConnectorInfo => ({
  id: connector.id,
  name: connector.name,
  type: connector.type,
  chain: connector.chain,
  imageUrl: connector.imageUrl,
  imageId: connector.imageId,
  explorerId: connector.explorerId,
  rdns: connector.info?.rdns,
});

const sharesSession = (connector: Connector | undefined) =>
  connector?.type === 'WALLET_CONNECT' || connector?.type === 'AUTH';

/**
 * Connection rules of spec section 4: status, account types, unsupported networks, the
 * namespace-switching flag and disconnect. Adapters do the chain work; this keeps state.
 */
export function createConnectionController(input: ConnectionInput): ConnectionController {
  const { store, events, modal, adapters, networks } = input;
  const connectors = new Map<ChainNamespace, Map<string, Connector>>();

  const adapterOf = (namespace: ChainNamespace) => {
    const installed = adapters.get(namespace);
    if (!installed) throw new AdapterNotFoundError(namespace);
    return installed;
  };
  const connectorOf = (namespace: ChainNamespace, connectorId: string) =>
    connectors.get(namespace)?.get(connectorId);
  const chainOf = (namespace: ChainNamespace) => store.getState().chains[namespace];
  const networkOf = (namespace: ChainNamespace, chainId: number | string) =>
    networks.find(
      (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
    );
  const startNetwork = (namespace: ChainNamespace) => {
    const current = chainOf(namespace)?.caipNetworkId;
    return (
      networks.find((network) => network.caipNetworkId === current) ??
      defaultNetworkOf(namespace, networks, input.defaultNetwork)
    );
  };

  /** Wallets announce themselves a moment after load: wait for this one, but not forever. */
  const waitForConnector = (namespace: ChainNamespace, connectorId: string) =>
    new Promise<Connector | undefined>((resolve) => {
      const found = connectorOf(namespace, connectorId);
      if (found) return resolve(found);
      const stop = () => {
        cancelTimer();
        unsubscribe();
      };
      const unsubscribe = store.subscribe(
        (state) => state.connectors,
        () => {
          const connector = connectorOf(namespace, connectorId);
          if (!connector) return;
          stop();
          resolve(connector);
        },
      );
      const cancelTimer = input.timers.after(RECONNECT_DISCOVERY_WAIT_MS, () => {
        stop();
        resolve(undefined);
      });
    });

  const resolveAccountType = (namespace: ChainNamespace, reported?: AccountType) => {
    const { accountTypes } = adapterOf(namespace);
    const accountType = reported ?? input.defaultAccountTypes[namespace] ?? accountTypes.default;
    if (!accountTypes.accepted.includes(accountType)) {
      throw new AccountTypeNotAcceptedError(accountType, namespace);
    }
    return accountType;
  };

  const setChainId = (namespace: ChainNamespace, chainId: number | string) => {
    const network = networkOf(namespace, chainId);
    store.setState((state) => {
      const chain = state.chains[namespace];
      if (!chain) return;
      chain.caipNetworkId = network?.caipNetworkId;
      chain.unsupportedChainId = network ? undefined : String(chainId);
      const address = chain.account.address;
      if (address) chain.account.caipAddress = toCaipAddress(`${namespace}:${chainId}`, address);
    });
    if (network) {
      if (store.getState().modal.view === 'UnsupportedChain') modal.close();
      return;
    }
    events.emit('UNSUPPORTED_NETWORK', { namespace, chainId: String(chainId) });
    if (!input.allowUnsupportedChain && input.enableNetworkSwitch) {
      modal.open({ view: 'UnsupportedChain' });
    }
  };

  const applyConnection = (
    namespace: ChainNamespace,
    connector: Connector,
    connection: Connection,
    reconnected: boolean,
  ) => {
    const accountType = resolveAccountType(namespace, connection.accountType);
    const caipAddress = toCaipAddress(`${namespace}:${connection.chainId}`, connection.address);
    store.setState((state) => {
      const chain = state.chains[namespace];
      if (!chain) return;
      chain.account = {
        status: 'connected',
        address: connection.address,
        caipAddress,
        accountType,
        allAccounts: [
          ...(connection.accounts ?? [{ address: connection.address, type: accountType }]),
        ],
        connectorId: connector.id,
      };
      // A visitor's own connect makes its namespace active (as in AppKit); a reconnect at load
      // or a namespace joining a shared session leaves the active one alone.
      if (!reconnected || !state.activeNamespace || state.switchingNamespace) {
        state.activeNamespace = namespace;
      }
      if (state.activeNamespace === namespace) state.switchingNamespace = false;
    });
    input.memory.set(namespace, connector.id);
    events.emit('CONNECT_SUCCESS', {
      namespace,
      connectorId: connector.id,
      caipAddress,
      reconnected,
    });
    setChainId(namespace, connection.chainId);
    if (!reconnected) {
      input.onConnected?.(toInfo(connector));
      if (store.getState().modal.view !== 'UnsupportedChain') modal.close();
    }
  };

  const setStatus = (
    namespace: ChainNamespace,
    status: 'connecting' | 'reconnecting' | 'disconnected',
  ) =>
    store.setState((state) => {
      const chain = state.chains[namespace];
      if (chain) chain.account.status = status;
    });

  /** Resets a namespace's account and network (spec section 4) and forgets its connector. */
  const reset = (namespace: ChainNamespace) => {
    const { accountTypes } = adapterOf(namespace);
    const accountType = input.defaultAccountTypes[namespace] ?? accountTypes.default;
    const network = defaultNetworkOf(namespace, networks, input.defaultNetwork);
    store.setState((state) => {
      state.chains[namespace] = castDraft(initialChainState(accountType, network));
      if (state.activeNamespace === namespace) {
        const other = firstConnectedNamespace(state.chains);
        if (other) state.activeNamespace = other;
      }
    });
    input.memory.remove(namespace);
  };

  /** Namespaces that go down together: a WalletConnect or auth session spans every chain it serves. */
  const disconnectGroup = (namespace: ChainNamespace): ChainNamespace[] => {
    const connectorId = chainOf(namespace)?.account.connectorId;
    const connector = connectorId ? connectorOf(namespace, connectorId) : undefined;
    if (!sharesSession(connector)) return [namespace];
    return Object.keys(store.getState().chains).filter((candidate) => {
      if (candidate === namespace) return true;
      const other = chainOf(candidate)?.account;
      return other?.status === 'connected' && other.connectorId === connectorId;
    });
  };

  /**
   * After a session connector (WalletConnect, auth) connected one namespace, the others its
   * session holds come up too, without a prompt: each adapter restores from the session.
   */
  const joinSession = async (namespace: ChainNamespace, connector: Connector) => {
    for (const other of adapters.keys()) {
      const sibling = other === namespace ? undefined : connectorOf(other, connector.id);
      const network = sibling ? startNetwork(other) : undefined;
      if (!sibling || !network || chainOf(other)?.account.status === 'connected') continue;
      try {
        const connection = await adapterOf(other).adapter.reconnect({
          connector: sibling,
          network,
        });
        if (connection) applyConnection(other, sibling, connection, true);
      } catch {
        // The session does not hold this namespace after all: it stays disconnected.
      }
    }
  };

  const disconnectOne = async (namespace: ChainNamespace) => {
    const connectorId = chainOf(namespace)?.account.connectorId;
    const connector = connectorId ? connectorOf(namespace, connectorId) : undefined;
    try {
      if (connector) await adapterOf(namespace).adapter.disconnect({ connector });
    } catch (error) {
      events.emit('DISCONNECT_ERROR', { namespace, message: MESSAGES.failedToDisconnect });
      throw new DisconnectError(error);
    }
    reset(namespace);
    events.emit('DISCONNECT_SUCCESS', { namespace });
  };

  return {
    adapterOf,
    connector: connectorOf,

    async connect({ connectorId, namespace }) {
      const candidates = namespace ? [namespace] : [...adapters.keys()];
      const owner =
        candidates.find(
          (candidate) =>
            candidate === store.getState().activeNamespace && connectorOf(candidate, connectorId),
        ) ?? candidates.find((candidate) => connectorOf(candidate, connectorId));
      const connector = owner ? connectorOf(owner, connectorId) : undefined;
      if (!owner || !connector) {
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
          throw new WalletConnectConnectorNotFoundError();
        throw new ConnectorNotFoundError(connectorId);
      }
      const network = startNetwork(owner);
      if (!network) throw new NetworkNotFoundError(owner);

      events.emit('SELECT_WALLET', { namespace: owner, connectorId });
      const before = chainOf(owner)?.account.status;
      setStatus(owner, 'connecting');
      try {
        const connection = await adapterOf(owner).adapter.connect({ connector, network });
        applyConnection(owner, connector, connection, false);
        if (sharesSession(connector)) await joinSession(owner, connector);
      } catch (error) {
        store.setState((state) => {
          const chain = state.chains[owner];
          if (chain && chain.account.status === 'connecting') {
            chain.account.status = before === 'connected' ? 'connected' : 'disconnected';
          }
        });
        events.emit('CONNECT_ERROR', {
          namespace: owner,
          connectorId,
          message: error instanceof Error ? error.message : MESSAGES.anErrorOccurred,
        });
        throw error;
      }
    },

    async reconnect(namespace) {
      const connectorId = input.memory.get(namespace);
      const network = startNetwork(namespace);
      if (!connectorId || !network) return false;
      setStatus(namespace, 'reconnecting');
      const connector = await waitForConnector(namespace, connectorId);
      try {
        const connection = connector
          ? await adapterOf(namespace).adapter.reconnect({ connector, network })
          : undefined;
        if (connector && connection) {
          applyConnection(namespace, connector, connection, true);
          return true;
        }
        // An undiscovered wallet may come back on a later page load: only a wallet that
        // answered without an account is forgotten.
        if (connector) input.memory.remove(namespace);
      } catch {
        input.memory.remove(namespace);
      }
      setStatus(namespace, 'disconnected');
      return false;
    },

    async disconnect(namespace) {
      const state = store.getState();
      const targets = namespace
        ? disconnectGroup(namespace)
        : Object.keys(state.chains).filter((candidate) => state.chains[candidate]?.account.address);
      for (const target of targets) await disconnectOne(target);
    },

    async switchNetwork(network) {
      const known = networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId);
      if (!known) {
        input.alerts.show({
          variant: 'error',
          title: MESSAGES.networkNotFound,
          message: MESSAGES.networkNotInList,
        });
        throw new NetworkNotFoundError(network.caipNetworkId);
      }
      const namespace = known.chainNamespace;
      const installed = adapterOf(namespace);
      const account = chainOf(namespace)?.account;
      store.setState((state) => {
        if (state.activeNamespace !== namespace) state.switchingNamespace = true;
      });
      const connector = account?.connectorId
        ? connectorOf(namespace, account.connectorId)
        : undefined;
      if (account?.status === 'connected' && connector) {
        try {
          await installed.adapter.switchNetwork({ connector, network: known });
        } catch (error) {
          // The wallet refused: nothing switched, so no switch is under way either.
          store.setState((state) => {
            state.switchingNamespace = false;
          });
          throw error;
        }
        store.setState((state) => {
          state.activeNamespace = namespace;
          state.switchingNamespace = false;
        });
        setChainId(namespace, known.id);
      } else {
        store.setState((state) => {
          const chain = state.chains[namespace];
          if (chain) chain.caipNetworkId = known.caipNetworkId;
          state.activeNamespace = namespace;
        });
      }
      events.emit('SWITCH_NETWORK', { caipNetworkId: known.caipNetworkId });
    },

    handleAdapterEvent(namespace, event) {
      if (event.type === 'connectors') {
        connectors.set(
          namespace,
          new Map(event.connectors.map((connector) => [connector.id, connector])),
        );
        const all = [...connectors.values()].flatMap((byId) => [...byId.values()].map(toInfo));
        store.setState((state) => {
          state.connectors = all;
        });
        return;
      }
      const account = chainOf(namespace)?.account;
      if (account?.status !== 'connected' || account.connectorId !== event.connectorId) return;
      if (
        event.type === 'disconnect' ||
        (event.type === 'accountsChanged' && event.accounts.length === 0)
      ) {
        for (const target of disconnectGroup(namespace)) {
          reset(target);
          events.emit('DISCONNECT_SUCCESS', { namespace: target });
        }
        return;
      }
      if (event.type === 'chainChanged') {
        setChainId(namespace, event.chainId);
        return;
      }
      const [address] = event.accounts;
      if (!address || address === account.address) return;
      const reference = account.caipAddress?.split(':')[1] ?? '';
      const caipAddress = toCaipAddress(`${namespace}:${reference}`, address);
      store.setState((state) => {
        const chain = state.chains[namespace];
        if (!chain) return;
        chain.account.address = address;
        chain.account.caipAddress = caipAddress;
        chain.account.allAccounts = event.accounts.map((candidate) => ({
          address: candidate,
          type: chain.account.accountType,
        }));
      });
      events.emit('ACCOUNT_CHANGED', { namespace, caipAddress });
    },
  };
}
