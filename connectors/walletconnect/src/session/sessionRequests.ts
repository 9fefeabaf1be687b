/**
 * Requests to the wallet over the session in use: a namespace's request (a method the session
 * offers, on a chain it holds), the eip155 provider's requests (./eip155Requests.ts), and a
 * switch between the session's chains. A wallet's error comes back as an EIP-1193-style one.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace, NamespaceRequest } from '@portico/core';
import type { Network } from '@portico/core';
import { chainNotConfigured, methodNotSupported, notConnected } from '../errors';
import type { CurrentSession } from './currentSession';
import { eip155Request, type Eip155SessionPort, type Eip1193Request } from './eip155Requests';
import { chainsOf, offersMethod, toChainId } from './sessionAccounts';
import type { Client, Session } from './signClient';
import { fromWalletError } from './walletErrors';

export interface SessionRequestsConfig {
  readonly client: Client;
  readonly current: CurrentSession<Session>;
  readonly networks: readonly Network[];
  /** The live session holding the namespace; undefined without one (or once destroyed). */
  holding(namespace: ChainNamespace): Session | undefined;
  /** False once the session module is destroyed. */
  isOpen(): boolean;
  moveTo(namespace: ChainNamespace, chain: CaipNetworkId): void;
  connect(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  restore(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
  disconnect(): Promise<void>;
}

export interface SessionRequests {
  request(namespace: ChainNamespace, request: NamespaceRequest): Promise<unknown>;
  eip155Request(request: Eip1193Request): Promise<unknown>;
  switchChain(namespace: ChainNamespace, chainId: string): Promise<void>;
}

export function createSessionRequests(config: SessionRequestsConfig): SessionRequests {
  const { client, current, holding } = config;

  const send = async (chain: CaipNetworkId, method: string, params: unknown) => {
    const topic = current.topic;
    if (!topic || !config.isOpen()) throw notConnected();
    try {
      return await client.request({ topic, chainId: chain, request: { method, params } });
    } catch (error) {
      throw fromWalletError(error, method);
    }
  };

  const eip155Port: Eip155SessionPort = {
    connect: () => config.connect('eip155'),
    restore: () => config.restore('eip155'),
    current() {
      const session = holding('eip155');
      const chain = session && current.chainIn(session, 'eip155');
      return session && chain ? { session, chain } : undefined;
    },
    defaultChain: config.networks.find((network) => network.chainNamespace === 'eip155')
      ?.caipNetworkId,
    send,
    moveTo: (chain) => config.moveTo('eip155', chain),
    disconnect: config.disconnect,
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
    async request(namespace, { method, params, chainId }) {
      const { session, chain } = target(namespace, chainId);
      if (!offersMethod(session, namespace, method)) throw methodNotSupported();
      return send(chain, method, params ?? {});
    },
    eip155Request: (request) => eip155Request(eip155Port, request),
    async switchChain(namespace, chainId) {
      config.moveTo(namespace, target(namespace, chainId).chain);
    },
  };
}
