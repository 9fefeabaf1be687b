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
  /** A member that loads the real adapter, then runs its method (none of them uses `this`). */
  const later =
    <P, R>(member: (real: Adapter) => (params: P) => Promise<R>) =>
    async (params: P) =>
      member(await adapter())(params);
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
    connect: later((real) => real.connect),
    reconnect: later((real) => real.reconnect),
    disconnect: later((real) => real.disconnect),
    switchNetwork: later((real) => real.switchNetwork),
    getBalance: later((real) => real.getBalance),
    signMessage: later((real) => real.signMessage),
    sendTransaction: later((real) => real.sendTransaction),
    estimateGas: later((real) => real.estimateGas),
    parseUnits,
    formatUnits,
  };
}
