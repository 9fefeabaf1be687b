import { shallowEqual, type ChainNamespace, type PorticoState } from '@portico/core';
import { useStoreSelector } from './useStoreSelector';

export interface PorticoBalance {
  /** The native balance, already formatted for display (3 decimals, e.g. "10,000.000"). */
  readonly balance?: string;
  /** Its currency symbol ("ETH"). */
  readonly symbol?: string;
}

function balanceOf(state: PorticoState, namespace?: ChainNamespace): PorticoBalance {
  const key = namespace ?? state.activeNamespace;
  const account = key ? state.chains[key]?.account : undefined;
  return { balance: account?.balance, symbol: account?.balanceSymbol };
}

/**
 * The native balance of `namespace`'s account (the active namespace when omitted). Both
 * fields are undefined until the balance has been read. Only components using this hook
 * re-render when the balance changes.
 */
export function usePorticoBalance(namespace?: ChainNamespace): PorticoBalance {
  return useStoreSelector((state) => balanceOf(state, namespace), shallowEqual);
}
