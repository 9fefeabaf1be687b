/**
 * Reading a WalletConnect session: which chains and accounts it holds per namespace, which
 * session to restore, and what a wallet's events say. Everything a wallet sends is untrusted:
 * these functions accept any input and never throw.
 *
 * Chain ids follow core's per-namespace rules (isWalletChainId: an eip155 reference is
 * `^[1-9][0-9]{0,15}$`, a solana one 32 base58 characters); an address must be valid in its
 * namespace (core's walletAddressIn: eip155 `0x` + 40 hex digits, kept checksummed; solana a
 * base58 32-byte public key). Anything else a wallet lists or sends is dropped. An
 * `accountsChanged` event counts only for accounts the session approved.
 */
import {
  isWalletChainId,
  walletAddressIn,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
} from '@portico/core';

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

/** The namespace of a CAIP-2 chain id. */
const namespaceOf = (chain: string) => chain.slice(0, chain.indexOf(':'));

/** `address` on `chain` as canonical CAIP-10 (eip155 checksummed), when it is valid there. */
function accountOn(chain: CaipNetworkId, address: unknown): CaipAddress | undefined {
  const valid = walletAddressIn(namespaceOf(chain), address);
  return valid === undefined ? undefined : `${chain}:${valid}`;
}

/** A CAIP-10 account in canonical form, when its chain and address are valid. */
function parseAccount(account: unknown): CaipAddress | undefined {
  if (typeof account !== 'string') return undefined;
  const last = account.lastIndexOf(':');
  const chain = account.slice(0, last);
  if (last < 0 || !isWalletChainId(chain)) return undefined;
  return accountOn(chain, account.slice(last + 1));
}

/** The CAIP-2 chain of a CAIP-10 account, when it is a valid one. */
function chainOfAccount(account: unknown): CaipNetworkId | undefined {
  const parsed = parseAccount(account);
  return parsed ? (parsed.slice(0, parsed.lastIndexOf(':')) as CaipNetworkId) : undefined;
}

/** The namespace's chains in the wallet's order (its `chains`, else those of its accounts). */
export function chainsOf(session: WalletSession, namespace: ChainNamespace): CaipNetworkId[] {
  const entry = session.namespaces[namespace];
  if (!entry) return [];
  const listed: unknown[] = [
    ...(Array.isArray(entry.chains) ? entry.chains : []),
    ...accountsOf(session, namespace).map(chainOfAccount),
  ];
  const chains = listed.filter(
    (chain): chain is CaipNetworkId => isWalletChainId(chain) && namespaceOf(chain) === namespace,
  );
  return [...new Set(chains)];
}

/** The namespace's accounts as the session lists them (untrusted: any values). */
function accountsOf(session: WalletSession, namespace: ChainNamespace): readonly unknown[] {
  const accounts: unknown = session.namespaces[namespace]?.accounts;
  return Array.isArray(accounts) ? accounts : [];
}

/** True when the session holds valid accounts in the namespace. */
export function holdsNamespace(session: WalletSession, namespace: ChainNamespace): boolean {
  return accountsOf(session, namespace).some((account) => parseAccount(account) !== undefined);
}

/**
 * The session's (approved) CAIP-10 accounts on one chain, canonical, in the wallet's order,
 * without repeats; accounts with an invalid chain or address are left out.
 */
export function accountsOn(session: WalletSession, chain: CaipNetworkId): CaipAddress[] {
  const accounts = accountsOf(session, namespaceOf(chain)).map(parseAccount);
  const onChain = accounts.filter(
    (account): account is CaipAddress =>
      account !== undefined && account.slice(0, account.lastIndexOf(':')) === chain,
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
  if (value.includes(':')) {
    return isWalletChainId(value) && namespaceOf(value) === namespace ? value : undefined;
  }
  if (namespace === 'eip155') {
    const id =
      /^0x[0-9a-fA-F]{1,16}$/.test(value) || /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
    return toChainId(namespace, id);
  }
  const chain = `${namespace}:${value}`;
  return isWalletChainId(chain) ? chain : undefined;
}

/**
 * The accounts of an `accountsChanged` event on `chain`, as canonical CAIP-10: wallets send
 * CAIP-10 accounts (then only those on `chain` count) or bare addresses. Only accounts the
 * session approved (its namespace's accounts on `chain`) are kept; invalid ones are dropped.
 */
export function eventAccounts(
  session: WalletSession,
  chain: CaipNetworkId,
  data: unknown,
): CaipAddress[] {
  if (!Array.isArray(data)) return [];
  const approved = accountsOn(session, chain);
  const accounts = data.flatMap((item: unknown): CaipAddress[] => {
    if (typeof item !== 'string' || item === '') return [];
    const account = item.includes(':') ? parseAccount(item) : accountOn(chain, item);
    return account && approved.includes(account) ? [account] : [];
  });
  return [...new Set(accounts)];
}
