/**
 * The adapter core installs for a namespace that has configured networks and no adapter, when a
 * shared connector can connect it on its own (`SharedConnector.sessionFor`): WalletConnect in
 * an app with no adapters. It connects, restores, switches and disconnects through the
 * session and reports the connector and wallet-side changes; it reads no chain, so core shows
 * no balance there, and the chain actions answer 'Adapter not found' (the app uses the
 * connector's provider itself).
 */
import { formatUnits, parseUnits } from '../amounts/units';
import type { Adapter } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { SharedSession } from '../contracts/sharedConnector';
import { AdapterNotFoundError } from '../errors/errors';
import type { ChainNamespace } from '../validators/caip';

export function createSessionAdapter(
  namespace: ChainNamespace,
  connector: Connector,
  session: SharedSession,
  emit: Parameters<SharedSession['watch']>[0],
): Adapter {
  const noAdapter = async (): Promise<never> => {
    throw new AdapterNotFoundError(namespace);
  };
  return {
    namespace,
    watchConnectors() {
      emit({ type: 'connectors', connectors: [connector] });
      return session.watch(emit);
    },
    connect: ({ network }) => session.connect(network),
    reconnect: ({ network }) => session.reconnect(network),
    disconnect: () => session.disconnect(),
    switchNetwork: ({ network }) => session.switchNetwork(network),
    getBalance: noAdapter,
    signMessage: noAdapter,
    sendTransaction: noAdapter,
    estimateGas: noAdapter,
    parseUnits,
    formatUnits,
  };
}
