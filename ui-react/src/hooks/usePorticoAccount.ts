import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AccountInfo, ChainNamespace } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

/**
 * The connected account of `namespace` (the active namespace when omitted), as core's
 * `getAccount()` gives it: address, caipAddress, status, isConnected, accountType,
 * allAccounts, connectorId. `undefined` when the namespace is unknown.
 *
 * A component using it re-renders only when one of those fields changes: a balance or
 * profile update, or the modal opening, leaves it alone.
 *
 * While hydrating server markup, a reconnecting account reads as disconnected: a server never
 * reconnects a wallet (it has no storage), so that is what it rendered. The real status
 * follows right after hydration.
 */
export function usePorticoAccount(namespace?: ChainNamespace): AccountInfo | undefined {
  const portico = usePorticoInstance();
  const subscribe = useCallback(
    (onChange: () => void) => portico.subscribeAccount(onChange, namespace),
    [portico, namespace],
  );
  // Core gives the same AccountInfo until one of its fields changes (a balance update is not one).
  const read = useCallback(() => portico.getAccount(namespace), [portico, namespace]);
  const lastServer = useRef<{ from: AccountInfo; value: AccountInfo } | undefined>(undefined);
  const readServer = useCallback(() => {
    const account = read();
    if (account?.status !== 'reconnecting') return account;
    if (lastServer.current?.from !== account) {
      lastServer.current = {
        from: account,
        value: { ...account, status: 'disconnected', isConnected: false },
      };
    }
    return lastServer.current.value;
  }, [read]);
  return useSyncExternalStore(subscribe, read, readServer);
}
