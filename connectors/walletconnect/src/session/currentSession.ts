/**
 * Which stored WalletConnect session is the one in use, and its current chain in each
 * namespace. The session in use is the one a pairing produced, or after a reload the live one
 * that expires last among those holding the namespace asked for. A namespace's current chain
 * starts as the first the wallet listed and changes on a switch or a chainChanged event.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@portico/core';
import {
  accountsOn,
  chainsOf,
  holdsNamespace,
  isLive,
  newestSession,
  type WalletSession,
} from './sessionAccounts';

export interface CurrentSession<S extends WalletSession> {
  /** The topic of the session in use. */
  readonly topic: string | undefined;
  /** The session in use, as stored now (its namespaces follow the wallet's updates). */
  get(): S | undefined;
  /**
   * The live session holding `namespace`: the one in use (undefined when it lacks the
   * namespace); without one in use, the newest stored that holds it (then in use).
   */
  holding(namespace: ChainNamespace): S | undefined;
  /** Puts `session` in use (its chains start again from the wallet's order). */
  adopt(session: S): void;
  /** The namespace's chain as last chosen, without checking it against the session. */
  chosen(namespace: ChainNamespace): CaipNetworkId | undefined;
  /** The namespace's current chain in `session` (its first chain when the chosen one is gone). */
  chainIn(session: S, namespace: ChainNamespace): CaipNetworkId | undefined;
  /** The namespace's accounts on its current chain. */
  accountsIn(session: S, namespace: ChainNamespace): CaipAddress[];
  /** Makes `chain` current when the session in use holds it; true when that changed it. */
  moveTo(namespace: ChainNamespace, chain: CaipNetworkId): boolean;
  /** No session in use any more; returns the topic that was. */
  end(): string | undefined;
}

export function trackCurrentSession<S extends WalletSession>(
  sessions: () => readonly S[],
  now: () => number = Date.now,
): CurrentSession<S> {
  let topic: string | undefined;
  const chains = new Map<ChainNamespace, CaipNetworkId>();

  const get = () => (topic === undefined ? undefined : sessions().find((s) => s.topic === topic));
  const adopt = (session: S) => {
    if (session.topic === topic) return;
    topic = session.topic;
    chains.clear();
  };
  const chainIn = (session: S, namespace: ChainNamespace) => {
    const held = chainsOf(session, namespace);
    const chosen = chains.get(namespace);
    if (chosen && held.includes(chosen)) return chosen;
    const [first] = held;
    if (first) chains.set(namespace, first);
    else chains.delete(namespace);
    return first;
  };

  return {
    get topic() {
      return topic;
    },
    get,
    holding(namespace) {
      const current = get();
      // One session serves every namespace: another stored one never takes over a namespace.
      if (current && isLive(current, now())) {
        return holdsNamespace(current, namespace) ? current : undefined;
      }
      const newest = newestSession(sessions(), namespace, now());
      if (newest) adopt(newest);
      return newest;
    },
    adopt,
    chosen: (namespace) => chains.get(namespace),
    chainIn,
    accountsIn(session, namespace) {
      const chain = chainIn(session, namespace);
      return chain ? accountsOn(session, chain) : [];
    },
    moveTo(namespace, chain) {
      const session = get();
      if (!session || !chainsOf(session, namespace).includes(chain)) return false;
      if (chainIn(session, namespace) === chain) return false;
      chains.set(namespace, chain);
      return true;
    },
    end() {
      const ended = topic;
      topic = undefined;
      chains.clear();
      return ended;
    },
  };
}
