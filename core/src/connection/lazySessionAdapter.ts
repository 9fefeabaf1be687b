import { formatUnits, parseUnits } from '../amounts/units';
import type { Adapter, AdapterEvent } from '../contracts/adapter';
import type { Connector } from '../contracts/connector';
import type { NamespaceSession } from '../contracts/namespaceSession';
import type { ChainNamespace } from '../validators/caip';
import type * as SessionAdapterModule from './sessionAdapter';

/**
 * Core's session adapter (sessionAdapter.ts) for a namespace without one of its own, behind a
 * shell that loads it on first use: only apps whose shared connector connects such a namespace
 * ever fetch it. The connector is listed at once; the session's events are heard once loaded.
 */
export function lazySessionAdapter(
  namespace: ChainNamespace,
  connector: Connector,
  session: NamespaceSession,
  emit: (event: AdapterEvent) => void,
): Adapter {
  let loading: Promise<typeof SessionAdapterModule> | undefined;
  const load = () => (loading ??= import('./sessionAdapter'));
  let real: Adapter | undefined;
  const adapter = async () =>
    (real ??= (await load()).createSessionAdapter(namespace, connector, session, emit));
  return {
    namespace,
    watchConnectors() {
      emit({ type: 'connectors', connectors: [connector] });
      let stop: (() => void) | undefined;
      let stopped = false;
      void load().then(({ watchSession }) => {
        if (!stopped) stop = watchSession(session, connector.id, emit);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    connect: async (params) => (await adapter()).connect(params),
    reconnect: async (params) => (await adapter()).reconnect(params),
    disconnect: async (params) => (await adapter()).disconnect(params),
    switchNetwork: async (params) => (await adapter()).switchNetwork(params),
    getBalance: async (params) => (await adapter()).getBalance(params),
    signMessage: async (params) => (await adapter()).signMessage(params),
    sendTransaction: async (params) => (await adapter()).sendTransaction(params),
    estimateGas: async (params) => (await adapter()).estimateGas(params),
    parseUnits,
    formatUnits,
  };
}
