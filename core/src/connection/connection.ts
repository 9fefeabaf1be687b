/**
 * Connection rules of spec section 4: connect, reconnect, disconnect and network switches.
 * Adapters do the chain work; this decides the state. Each action writes its result once,
 * then sends its events, then tells the layer above (`effects`: the modal closes, or shows
 * UnsupportedChain), which owns everything a visitor sees.
 */
import { findNetwork, findNetworkByReference } from '../networks/findNetwork';
import type { AccountType } from '../contracts/accountTypes';
import type { Connection } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import { WALLET_CONNECT_CONNECTOR_ID } from '../contracts/sharedConnector';
import {
  AccountTypeNotAcceptedError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkNotFoundError,
  WalletConnectConnectorNotFoundError,
} from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import type { ChainNamespace } from '../validators/caip';
import { defaultNetworkOf } from './chainState';
import {
  writeChain,
  writeConnected,
  writeConnectFailed,
  writeReset,
  writeStatus,
  type ChainPlace,
} from './chainWrites';
import type { ConnectResult } from './connectResult';
import { sharesSession } from './connectorRegistry';
import { adapterIn } from './installedAdapters';
import { disconnectGroup } from './sessionGroups';
import { startSwitch } from './switchStart';
import { createReconnect } from './reconnect';
import { handleWalletEvent } from './walletEvents';

export type { InstalledAdapter } from './installedAdapters';

import type { ConnectionController, ConnectionInput } from './connectionTypes';

export type { ConnectionController, ConnectionInput, ConnectionMemory } from './connectionTypes';

export function createConnectionController(input: ConnectionInput): ConnectionController {
  const { store, events, adapters, networks, connectors, effects } = input;
  const adapterOf = (namespace: ChainNamespace) => adapterIn(adapters, namespace);
  const chainOf = (namespace: ChainNamespace) => store.getState().chains[namespace];
  const placeOf = (namespace: ChainNamespace, chainId: number | string): ChainPlace => ({
    chainId,
    network: findNetworkByReference(networks, namespace, chainId),
  });
  const startNetwork = (namespace: ChainNamespace) => {
    const current = chainOf(namespace)?.caipNetworkId;
    return (
      findNetwork(networks, current) ?? defaultNetworkOf(namespace, networks, input.defaultNetwork)
    );
  };
  const defaultAccountType = (namespace: ChainNamespace) =>
    input.defaultAccountTypes[namespace] ?? adapterOf(namespace).accountTypes.default;
  const acceptedAccountType = (namespace: ChainNamespace, reported?: AccountType) => {
    const accountType = reported ?? defaultAccountType(namespace);
    if (!adapterOf(namespace).accountTypes.accepted.includes(accountType)) {
      throw new AccountTypeNotAcceptedError(accountType, namespace);
    }
    return accountType;
  };

  /** After the chain was written: the event for an unconfigured chain, then the layer above. */
  const chainChecked = (namespace: ChainNamespace, chain: ChainPlace) => {
    if (!chain.network) {
      events.emit('UNSUPPORTED_NETWORK', { namespace, chainId: String(chain.chainId) });
    }
    effects.chainChecked?.(namespace, Boolean(chain.network));
  };

  /** One write (account, network, active namespace), then memory, then the events. */
  const applyConnection = (
    namespace: ChainNamespace,
    connector: Connector,
    connection: Connection,
    reconnected: boolean,
  ): ConnectResult => {
    const accountType = acceptedAccountType(namespace, connection.accountType);
    const chain = placeOf(namespace, connection.chainId);
    const caipAddress = writeConnected(store, {
      namespace,
      connectorId: connector.id,
      connection,
      accountType,
      chain,
      reconnected,
    });
    input.memory.set(namespace, connector.id);
    events.emit('CONNECT_SUCCESS', {
      namespace,
      connectorId: connector.id,
      caipAddress,
      reconnected,
    });
    chainChecked(namespace, chain);
    return {
      namespace,
      connectorId: connector.id,
      address: connection.address,
      caipAddress,
      accountType,
      caipNetworkId: chain.network?.caipNetworkId,
      unsupportedChainId: chain.network ? undefined : String(chain.chainId),
    };
  };

  /** Resets a namespace's account and network (spec section 4) and forgets its connector. */
  const reset = (namespace: ChainNamespace) => {
    const network = defaultNetworkOf(namespace, networks, input.defaultNetwork);
    writeReset(store, namespace, defaultAccountType(namespace), network);
    input.memory.remove(namespace);
  };
  const resetGroup = (namespace: ChainNamespace) => {
    for (const target of disconnectGroup(store.getState(), connectors, namespace)) {
      reset(target);
      events.emit('DISCONNECT_SUCCESS', { namespace: target });
    }
  };

  const disconnectOne = async (namespace: ChainNamespace) => {
    const connectorId = chainOf(namespace)?.account.connectorId;
    const connector = connectorId ? connectors.get(namespace, connectorId) : undefined;
    try {
      if (connector) await adapterOf(namespace).adapter.disconnect({ connector });
    } catch (error) {
      events.emit('DISCONNECT_ERROR', { namespace, message: MESSAGES.failedToDisconnect });
      throw new DisconnectError(error);
    }
    reset(namespace);
    events.emit('DISCONNECT_SUCCESS', { namespace });
  };

  /** The namespace a connector id belongs to: the active one first. */
  const ownerOf = (connectorId: string, namespace?: ChainNamespace) => {
    const candidates = namespace ? [namespace] : [...adapters.keys()];
    const active = store.getState().activeNamespace;
    const owner =
      candidates.find(
        (candidate) => candidate === active && connectors.get(candidate, connectorId),
      ) ?? candidates.find((candidate) => connectors.get(candidate, connectorId));
    const connector = owner ? connectors.get(owner, connectorId) : undefined;
    if (owner && connector) return { owner, connector };
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
      throw new WalletConnectConnectorNotFoundError();
    throw new ConnectorNotFoundError(connectorId);
  };

  const reconnect = createReconnect({
    store,
    connectors,
    memory: input.memory,
    adapterOf,
    startNetwork,
    apply: (namespace, connector, connection) =>
      applyConnection(namespace, connector, connection, true),
  });

  return {
    adapterOf,

    async connect({ connectorId, namespace }) {
      const { owner, connector } = ownerOf(connectorId, namespace);
      const network = startNetwork(owner);
      if (!network) throw new NetworkNotFoundError(owner);

      events.emit('SELECT_WALLET', { namespace: owner, connectorId });
      const failed = effects.connectStarted?.();
      const before = chainOf(owner)?.account.status;
      writeStatus(store, owner, 'connecting');
      try {
        const connection = await adapterOf(owner).adapter.connect({ connector, network });
        input.memory.setPreferredAddress(owner, undefined); // a new connect: a new choice
        const result = applyConnection(owner, connector, connection, false);
        // The visitor's connect is done: the modal moves on now. The session's other
        // namespaces join after (each adapter may load its wallet code first): a modal the
        // visitor opened meanwhile must not be closed by this connect's late ending.
        effects.connected?.(result);
        if (sharesSession(connector)) {
          // Loaded with the first WalletConnect or auth connect only.
          const { joinSession } = await import('./sessionJoin');
          await joinSession(
            {
              adapters,
              connectors,
              state: store.getState,
              startNetwork,
              apply: (other, sibling, restored) => applyConnection(other, sibling, restored, true),
            },
            owner,
            connector,
          );
        }
        return result;
      } catch (error) {
        writeConnectFailed(store, owner, before);
        events.emit('CONNECT_ERROR', {
          namespace: owner,
          connectorId,
          message: error instanceof Error ? error.message : MESSAGES.anErrorOccurred,
        });
        failed?.(error);
        throw error;
      }
    },

    reconnect,

    async disconnect(namespace) {
      const state = store.getState();
      const targets = namespace
        ? disconnectGroup(state, connectors, namespace)
        : Object.keys(state.chains).filter((candidate) => state.chains[candidate]?.account.address);
      for (const target of targets) await disconnectOne(target);
    },

    // A switch loads its rules on first use: a connect-only page never fetches them.
    async switchNetwork(network) {
      const known = startSwitch({ store, alerts: input.alerts, networks, adapterOf }, network);
      const { switchNetwork } = await import('./networkSwitch');
      await switchNetwork(
        {
          store,
          events,
          connectors,
          adapterOf,
          placeOf,
          chainMoved: (namespace, chain) => {
            writeChain(store, namespace, chain, true);
            chainChecked(namespace, chain);
          },
        },
        known,
      );
    },

    async switchAccount(params) {
      // Loaded on the first switch: most pages never pick an account.
      const { switchAccount } = await import('./accountChoice');
      switchAccount(
        {
          store,
          events,
          remember: input.memory.setPreferredAddress,
          switched: effects.accountSwitched,
        },
        params,
      );
    },

    handleAdapterEvent(namespace, event) {
      if (event.type === 'connectors') {
        connectors.set(namespace, event.connectors);
        return;
      }
      handleWalletEvent(
        {
          store,
          events,
          keepsChoice: adapters.get(namespace)?.accountPicker === true,
          disconnected: resetGroup,
          chainChanged(chainId) {
            const chain = placeOf(namespace, chainId);
            writeChain(store, namespace, chain);
            chainChecked(namespace, chain);
          },
        },
        namespace,
        event,
      );
    },
  };
}
