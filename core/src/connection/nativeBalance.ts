/**
 * The connected account's native balance, read from the chain through its adapter and kept in
 * account state (spec section 3: balance, balanceSymbol) for the UI to show; where the chain
 * holds it in parts (Balance.parts, polkadot), also what can be sent now (balanceTransferable).
 *
 * Read when an account connects, changes address or network; read again every
 * BALANCE_CACHE_MS while it stays connected (spec 9: native balance cache 30 s); after a
 * failed read, again after BALANCE_RETRY_MS. An answer for an account or network the visitor
 * has since left is dropped, never written over the newer state.
 */
import { findNetwork } from '../networks/findNetwork';
import { formatBalance } from '../amounts/formatDisplay';
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../constants';
import type { Network } from '../networks/network';
import type { Timers } from '../instance/timers';
import type { Store } from '../state/store';
import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import type { InstalledAdapter } from './connection';

export interface NativeBalanceInput {
  readonly store: Store<PorticoState>;
  readonly adapters: ReadonlyMap<ChainNamespace, InstalledAdapter>;
  readonly networks: readonly Network[];
  readonly timers: Timers;
}

export interface NativeBalances {
  /** Reads the balance of a namespace's account now (e.g. after a send). */
  refresh(namespace: ChainNamespace): Promise<void>;
  stop(): void;
}

/** What a balance belongs to: a connected address on one network. */
const readingKey = (state: PorticoState, namespace: ChainNamespace): string | undefined => {
  const chain = state.chains[namespace];
  const account = chain?.account;
  if (account?.status !== 'connected' || !account.address || !chain?.caipNetworkId) return;
  return `${account.address}@${chain.caipNetworkId}`;
};

export function watchNativeBalances(input: NativeBalanceInput): NativeBalances {
  const { store, adapters, networks, timers } = input;
  const nextRead = new Map<ChainNamespace, () => void>();
  let stopped = false;

  const schedule = (namespace: ChainNamespace, ms: number) => {
    nextRead.get(namespace)?.();
    nextRead.set(
      namespace,
      timers.after(ms, () => void refresh(namespace), { background: true }),
    );
  };

  const write = (
    namespace: ChainNamespace,
    balance?: string,
    symbol?: string,
    transferable?: string,
  ) =>
    store.setState((state) => {
      const account = state.chains[namespace]?.account;
      if (!account) return;
      account.balance = balance;
      account.balanceSymbol = symbol;
      account.balanceTransferable = transferable;
    });

  async function refresh(namespace: ChainNamespace): Promise<void> {
    const key = readingKey(store.getState(), namespace);
    const installed = adapters.get(namespace);
    if (stopped || !key || !installed || installed.readsChain === false) return;
    const chain = store.getState().chains[namespace]!;
    const network = findNetwork(networks, chain.caipNetworkId);
    if (!network) return;
    try {
      const balance = await installed.adapter.getBalance({
        address: chain.account.address!,
        network,
      });
      if (stopped || readingKey(store.getState(), namespace) !== key) return;
      const { decimals, parts } = balance;
      const transferable = parts && formatBalance({ value: parts.transferable, decimals });
      write(namespace, formatBalance(balance), balance.symbol, transferable);
      schedule(namespace, BALANCE_CACHE_MS);
    } catch {
      if (stopped || readingKey(store.getState(), namespace) !== key) return;
      schedule(namespace, BALANCE_RETRY_MS);
    }
  }

  const keys = () =>
    [...adapters.keys()].map((namespace) => readingKey(store.getState(), namespace)).join('|');
  const previous = new Map<ChainNamespace, string | undefined>();
  const onChange = () => {
    for (const namespace of adapters.keys()) {
      const key = readingKey(store.getState(), namespace);
      if (key === previous.get(namespace)) continue;
      previous.set(namespace, key);
      nextRead.get(namespace)?.();
      nextRead.delete(namespace);
      // A new account or network: the old figure is not this one's.
      if (store.getState().chains[namespace]?.account.balance !== undefined) write(namespace);
      if (key) void refresh(namespace);
    }
  };
  const unsubscribe = store.subscribe(keys, onChange);
  onChange();

  return {
    refresh,
    stop() {
      stopped = true;
      unsubscribe();
      for (const cancel of nextRead.values()) cancel();
      nextRead.clear();
    },
  };
}
