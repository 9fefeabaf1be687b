/**
 * The session contract between a shared connector and whoever drives one namespace through it:
 * the namespace's adapter (the Solana adapter over WalletConnect), or core itself for a
 * namespace that has no adapter (`SharedConnector.sessionFor`). A shared connector implements
 * it; the other side imports this type. Everything is CAIP: accounts are CAIP-10
 * (`solana:<reference>:<address>`), chains CAIP-2.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../validators/caip';
import type { Unsubscribe } from './adapter';
import type { Connector } from './connector';

/** One request to the wallet in a namespace. */
export interface NamespaceRequest {
  readonly method: string;
  readonly params?: unknown;
  /** CAIP-2 (or the bare reference); default: the namespace's current chain. */
  readonly chainId?: string;
}

/** What a namespace session tells its listeners. */
export type NamespaceSessionEvents = {
  /** The accounts on the current chain (CAIP-10); [] means the wallet disconnected. */
  accountsChanged: (accounts: readonly CaipAddress[]) => void;
  /** The namespace's current chain (CAIP-2). */
  chainChanged: (chainId: CaipNetworkId) => void;
  /** The session ended (the wallet disconnected it, or it expired). */
  disconnect: () => void;
};

/** One namespace of a shared connector's session (one wallet, reached in several namespaces). */
export interface NamespaceSession {
  readonly namespace: ChainNamespace;
  /** Pairs or prompts when there is no session; the accounts on the current chain (CAIP-10). */
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
  on<E extends keyof NamespaceSessionEvents>(
    event: E,
    listener: NamespaceSessionEvents[E],
  ): Unsubscribe;
}

/**
 * A shared connector's connector in a namespace other than eip155 (where the provider is
 * EIP-1193): its type is WALLET_CONNECT and its provider is the namespace session.
 */
export type SessionConnector = Connector<NamespaceSession> & {
  readonly type: 'WALLET_CONNECT';
  readonly provider: NamespaceSession;
};

/** True for a WALLET_CONNECT connector of a namespace other than eip155 with a provider. */
export function isSessionConnector(connector: Connector): connector is SessionConnector {
  return (
    connector.type === 'WALLET_CONNECT' &&
    connector.chain !== 'eip155' &&
    typeof connector.provider === 'object' &&
    connector.provider !== null
  );
}
