import type { PorticoState } from '../state/types';
import type { ChainNamespace } from '../validators/caip';
import { shallowEqual } from '../state/store';

/** What `getBalance()` returns: the native balance fields of account state (spec section 3). */
export interface BalanceInfo {
  /** The native balance, formatted for display (3 decimals, "10,000.000"); undefined until read. */
  readonly balance?: string;
  /** Its currency symbol ("ETH"); undefined until the balance is read. */
  readonly balanceSymbol?: string;
  /**
   * Where the chain holds the balance in parts (polkadot): what can be sent now, formatted like
   * `balance` (the total); undefined elsewhere.
   */
  readonly balanceTransferable?: string;
}

const NO_BALANCE: BalanceInfo = Object.freeze({
  balance: undefined,
  balanceSymbol: undefined,
  balanceTransferable: undefined,
});

/**
 * BalanceInfo views of account state, per namespace (the active one when none is named): the
 * same object until the balance or its symbol changes, so a subscriber hears nothing when the
 * address, the modal or the theme changes, and `useSyncExternalStore` can hold it as it is.
 */
export function createBalanceReader() {
  const last = new Map<ChainNamespace, BalanceInfo>();
  return {
    read(state: PorticoState, namespace?: ChainNamespace): BalanceInfo {
      const key = namespace ?? state.activeNamespace;
      const account = key ? state.chains[key]?.account : undefined;
      if (!key || !account) return NO_BALANCE;
      const info: BalanceInfo = {
        balance: account.balance,
        balanceSymbol: account.balanceSymbol,
        balanceTransferable: account.balanceTransferable,
      };
      const previous = last.get(key);
      if (previous && shallowEqual(previous, info)) return previous;
      last.set(key, info);
      return info;
    },
  };
}
