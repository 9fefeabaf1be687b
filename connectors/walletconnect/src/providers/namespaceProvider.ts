/**
 * The provider of the connector in a namespace other than eip155 (solana, bip122, polkadot),
 * and the session core drives for a namespace with no adapter: core's NamespaceSession
 * contract (@portico/core), which the namespace's adapter imports. Accounts are CAIP-10,
 * chains CAIP-2.
 */
import type {
  ChainNamespace,
  NamespaceRequest,
  NamespaceSession,
  NamespaceSessionEvents,
} from '@portico/core';
import type { SessionEvent, WalletConnectSession } from '../session/walletConnectSession';
import { createProviderListeners } from './providerListeners';

export function createNamespaceProvider(
  namespace: ChainNamespace,
  load: () => Promise<WalletConnectSession>,
) {
  const listeners = createProviderListeners();
  const provider = Object.freeze({
    namespace,
    connect: async () => (await load()).connect(namespace),
    restore: async () => (await load()).restore(namespace),
    request: async <T>(request: NamespaceRequest) =>
      (await (await load()).request(namespace, request)) as T,
    getChainId: async () => (await load()).chainOf(namespace),
    switchChain: async (chainId: string) => (await load()).switchChain(namespace, chainId),
    disconnect: async () => (await load()).disconnect(),
    on<E extends keyof NamespaceSessionEvents>(event: E, listener: NamespaceSessionEvents[E]) {
      listeners.on(event, listener);
      return () => listeners.off(event, listener);
    },
  }) satisfies NamespaceSession;
  const deliver = (event: SessionEvent) => {
    if (event.type === 'accountsChanged') listeners.emit(event.type, event.accounts);
    else if (event.type === 'chainChanged') listeners.emit(event.type, event.chainId);
    else listeners.emit(event.type);
  };
  return { provider: provider as NamespaceSession, deliver };
}
