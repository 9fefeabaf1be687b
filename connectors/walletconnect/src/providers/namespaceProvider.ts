/**
 * The provider of the connector in a namespace other than eip155 (solana, bip122, polkadot):
 * no EIP-1193 there, so a small provider of its own that the namespace's adapter drives. The
 * session, accounts and chains are CAIP: accounts are CAIP-10, chains CAIP-2.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@portico/core';
import type {
  NamespaceRequest,
  SessionEvent,
  WalletConnectSession,
} from '../session/walletConnectSession';
import { createProviderListeners } from './providerListeners';

export type NamespaceProviderEvents = {
  /** The accounts on the current chain (CAIP-10); [] means the wallet disconnected. */
  accountsChanged: (accounts: readonly CaipAddress[]) => void;
  /** The namespace's current chain (CAIP-2). */
  chainChanged: (chainId: CaipNetworkId) => void;
  /** The session ended (the wallet disconnected it, or it expired). */
  disconnect: () => void;
};

export interface WalletConnectNamespaceProvider {
  readonly namespace: ChainNamespace;
  /** Pairs when there is no session (the QR code); the accounts on the current chain. */
  connect(): Promise<readonly CaipAddress[]>;
  /** The accounts of a live session, without pairing or prompting; [] when there is none. */
  restore(): Promise<readonly CaipAddress[]>;
  /** Asks the wallet, on `chainId` (default: the current chain); EIP-1193-style errors. */
  request<T = unknown>(request: NamespaceRequest): Promise<T>;
  /** The current chain, when a session holds the namespace. */
  getChainId(): Promise<CaipNetworkId | undefined>;
  /** Makes another chain of the session current (4902 when the session does not hold it). */
  switchChain(chainId: string): Promise<void>;
  /** Ends the session, in every namespace. */
  disconnect(): Promise<void>;
  on<E extends keyof NamespaceProviderEvents>(
    event: E,
    listener: NamespaceProviderEvents[E],
  ): () => void;
}

export function createNamespaceProvider(
  namespace: ChainNamespace,
  load: () => Promise<WalletConnectSession>,
) {
  const listeners = createProviderListeners();
  const provider: WalletConnectNamespaceProvider = Object.freeze({
    namespace,
    connect: async () => (await load()).connect(namespace),
    restore: async () => (await load()).restore(namespace),
    request: async <T>(request: NamespaceRequest) =>
      (await (await load()).request(namespace, request)) as T,
    getChainId: async () => (await load()).chainOf(namespace),
    switchChain: async (chainId: string) => (await load()).switchChain(namespace, chainId),
    disconnect: async () => (await load()).disconnect(),
    on<E extends keyof NamespaceProviderEvents>(event: E, listener: NamespaceProviderEvents[E]) {
      listeners.on(event, listener);
      return () => listeners.off(event, listener);
    },
  });
  const deliver = (event: SessionEvent) => {
    if (event.type === 'accountsChanged') listeners.emit(event.type, event.accounts);
    else if (event.type === 'chainChanged') listeners.emit(event.type, event.chainId);
    else listeners.emit(event.type);
  };
  return { provider, deliver };
}
