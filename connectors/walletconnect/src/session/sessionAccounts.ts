/**
 * Reading a WalletConnect session: which chains and accounts it holds per namespace, which
 * session to restore, and what a wallet's events say. Everything a wallet sends is untrusted:
 * these functions accept any input and never throw.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@portico/core';

/** The part of sign-client's SessionTypes.Struct this connector reads. */
export interface WalletSession {
  readonly topic: string;
  /** Seconds since the epoch. */
  readonly expiry: number;
  readonly namespaces: Readonly<
    Record<
      string,
      {
        readonly chains?: readonly string[];
        readonly accounts: readonly string[];
        readonly methods: readonly string[];
        readonly events: readonly string[];
      }
    >
  >;
  readonly peer: {
    readonly metadata: {
      readonly redirect?: { readonly native?: string; readonly universal?: string };
    };
  };
}

const MS_PER_SECOND = 1000;
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

/** The CAIP-2 chain of a CAIP-10 account, when it is one. */
function chainOfAccount(account: string): CaipNetworkId | undefined {
  const match = CAIP10.exec(account);
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** The namespace's chains in the wallet's order (its `chains`, else those of its accounts). */
export function chainsOf(session: WalletSession, namespace: ChainNamespace): CaipNetworkId[] {
  const entry = session.namespaces[namespace];
  if (!entry) return [];
  const listed = [...(entry.chains ?? []), ...entry.accounts.map((a) => chainOfAccount(a) ?? '')];
  const chains = listed.filter(
    (chain): chain is CaipNetworkId => CAIP2.exec(chain)?.[1] === namespace,
  );
  return [...new Set(chains)];
}

/** True when the session holds accounts in the namespace. */
export function holdsNamespace(session: WalletSession, namespace: ChainNamespace): boolean {
  return (session.namespaces[namespace]?.accounts.length ?? 0) > 0;
}

/** The session's CAIP-10 accounts on one chain, in the wallet's order, without repeats. */
export function accountsOn(session: WalletSession, chain: CaipNetworkId): CaipAddress[] {
  const [namespace] = chain.split(':');
  const accounts = session.namespaces[namespace ?? '']?.accounts ?? [];
  const onChain = accounts.filter(
    (account): account is CaipAddress => chainOfAccount(account) === chain,
  );
  return [...new Set(onChain)];
}

/** The address part of CAIP-10 accounts. */
export function addressesOf(accounts: readonly string[]): string[] {
  return accounts.map((account) => account.split(':').at(-1) ?? account);
}

/** True when the session lists `method` for the namespace. */
export function offersMethod(
  session: WalletSession,
  namespace: ChainNamespace,
  method: string,
): boolean {
  return session.namespaces[namespace]?.methods.includes(method) ?? false;
}

export function isLive(session: WalletSession, nowMs: number): boolean {
  return session.expiry * MS_PER_SECOND > nowMs;
}

/** The session to restore for a namespace: the live one that expires last, holding it. */
export function newestSession<S extends WalletSession>(
  sessions: readonly S[],
  namespace: ChainNamespace,
  nowMs: number,
): S | undefined {
  return sessions
    .filter((session) => isLive(session, nowMs) && holdsNamespace(session, namespace))
    .reduce<S | undefined>(
      (best, session) => (!best || session.expiry > best.expiry ? session : best),
      undefined,
    );
}

/**
 * A chain as a wallet or an app names it, as CAIP-2 in `namespace`: `eip155:10`, or for eip155
 * also 10, '0xa' and '10'; for other namespaces also the bare reference.
 */
export function toChainId(namespace: ChainNamespace, value: unknown): CaipNetworkId | undefined {
  if (typeof value === 'number') {
    return namespace === 'eip155' && Number.isSafeInteger(value) && value > 0
      ? `eip155:${value}`
      : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const caip = CAIP2.exec(value);
  if (caip) return caip[1] === namespace ? (value as CaipNetworkId) : undefined;
  if (namespace === 'eip155') {
    const id =
      /^0x[0-9a-fA-F]{1,16}$/.test(value) || /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
    return toChainId(namespace, id);
  }
  return CAIP2.test(`${namespace}:${value}`) ? `${namespace}:${value}` : undefined;
}

/**
 * The accounts of an `accountsChanged` event on `chain`, as CAIP-10: wallets send CAIP-10
 * accounts (then only those on `chain` count) or bare addresses.
 */
export function eventAccounts(chain: CaipNetworkId, data: unknown): CaipAddress[] {
  if (!Array.isArray(data)) return [];
  const accounts = data.flatMap((item): CaipAddress[] => {
    if (typeof item !== 'string' || item === '') return [];
    if (CAIP10.test(item)) return chainOfAccount(item) === chain ? [item as CaipAddress] : [];
    const account = `${chain}:${item}`;
    return CAIP10.test(account) ? [account as CaipAddress] : [];
  });
  return [...new Set(accounts)];
}
