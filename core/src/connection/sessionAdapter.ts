/**
 * The adapter core installs for a namespace that has configured networks and no adapter, when a
 * shared connector can connect it on its own (`SharedConnector.sessionFor`): WalletConnect in
 * an app with no adapters. It connects, restores, switches and disconnects through the
 * namespace session (core's NamespaceSession contract) and reports the connector and the
 * wallet-side changes; it reads no chain, so core shows no balance there, and the chain
 * actions answer 'Adapter not found' (the app uses the connector's provider itself).
 */
import { formatUnits, parseUnits } from '../amounts/units';
import type { Adapter, AdapterEvent, Connection } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { NamespaceSession } from '../contracts/namespaceSession';
import { AdapterNotFoundError, ConnectorNotConnectedError } from '../errors/errors';
import type { CaipAddress, ChainNamespace } from '../validators/caip';

/** A chain reference as adapters report it: a number for eip155, else the text. */
function chainIdOf(namespace: ChainNamespace, reference: string): string | number {
  return namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference;
}

/** `eip155:1:0xabc` -> the address and the chain reference of the first account. */
function connectionOf(
  namespace: ChainNamespace,
  accounts: readonly CaipAddress[],
): Connection | undefined {
  const [first] = accounts;
  if (!first) return undefined;
  const [, reference, address] = first.split(':');
  if (!reference || !address) return undefined;
  return { address, chainId: chainIdOf(namespace, reference) };
}

/** The wallet's session events, as an adapter emits them. */
export function watchSession(
  session: NamespaceSession,
  connectorId: string,
  emit: (event: AdapterEvent) => void,
): () => void {
  const { namespace } = session;
  const stops = [
    session.on('disconnect', () => emit({ type: 'disconnect', connectorId })),
    session.on('chainChanged', (chain) => {
      const reference = chain.split(':')[1] ?? chain;
      emit({ type: 'chainChanged', connectorId, chainId: chainIdOf(namespace, reference) });
    }),
    session.on('accountsChanged', (accounts) => {
      const addresses = accounts.map((account) => account.split(':')[2] ?? account);
      emit({ type: 'accountsChanged', connectorId, accounts: addresses });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

export function createSessionAdapter(
  namespace: ChainNamespace,
  connector: Connector,
  session: NamespaceSession,
  emit: (event: AdapterEvent) => void,
): Adapter {
  const noAdapter = async (): Promise<never> => {
    throw new AdapterNotFoundError(namespace);
  };
  return {
    namespace,
    watchConnectors() {
      emit({ type: 'connectors', connectors: [connector] });
      return watchSession(session, connector.id, emit);
    },
    async connect() {
      const connection = connectionOf(namespace, await session.connect());
      if (!connection) throw new ConnectorNotConnectedError();
      return connection;
    },
    reconnect: async () => connectionOf(namespace, await session.restore()),
    disconnect: () => session.disconnect(),
    switchNetwork: ({ network }) => session.switchChain(network.caipNetworkId),
    getBalance: noAdapter,
    signMessage: noAdapter,
    sendTransaction: noAdapter,
    estimateGas: noAdapter,
    parseUnits,
    formatUnits,
  };
}
