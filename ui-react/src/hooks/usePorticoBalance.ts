import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ChainNamespace } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { hydrationSnapshotOf } from '../hydration/hydrationSnapshot';

export interface PorticoBalance {
  /** The native balance, already formatted for display (3 decimals, e.g. "10,000.000"). */
  readonly balance?: string;
  /** Its currency symbol ("ETH"). */
  readonly symbol?: string;
}

/**
 * The native balance of `namespace`'s account (the active namespace when omitted), read
 * through core's public `getBalance()` and `subscribeBalance()`, as an app without React reads
 * it. Both fields are undefined until the balance has been read. Only components using this
 * hook re-render when the balance changes. While hydrating server markup it reads what the
 * server rendered (no balance: a server connects no wallet); the real one follows right after.
 */
export function usePorticoBalance(namespace?: ChainNamespace): PorticoBalance {
  const portico = usePorticoInstance();
  const subscribe = useCallback(
    (onChange: () => void) => portico.subscribeBalance(onChange, namespace),
    [portico, namespace],
  );
  // Core gives the same BalanceInfo until the balance or its symbol changes.
  const read = useCallback(() => portico.getBalance(namespace), [portico, namespace]);
  const readServer = useCallback(
    () => hydrationSnapshotOf(portico).balance(namespace),
    [portico, namespace],
  );
  const info = useSyncExternalStore(subscribe, read, readServer);
  return useMemo(() => ({ balance: info.balance, symbol: info.balanceSymbol }), [info]);
}
