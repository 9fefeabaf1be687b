import { useCallback, useSyncExternalStore } from 'react';
import type { AccountInfo, ChainNamespace } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { hydrationSnapshotOf } from '../hydration/hydrationSnapshot';

/**
 * The connected account of `namespace` (the active namespace when omitted), as core's
 * `getAccount()` gives it: address, caipAddress, status, isConnected, accountType,
 * allAccounts, connectorId. `undefined` when the namespace is unknown.
 *
 * A component using it re-renders only when one of those fields changes: a balance or
 * profile update, or the modal opening, leaves it alone.
 *
 * While hydrating server markup it reads the account the server rendered: disconnected, since a
 * server never reconnects a wallet (it has no storage), even when the page has already
 * reconnected (or is reconnecting) a remembered one. The real account follows right after.
 */
export function usePorticoAccount(namespace?: ChainNamespace): AccountInfo | undefined {
  const portico = usePorticoInstance();
  const subscribe = useCallback(
    (onChange: () => void) => portico.subscribeAccount(onChange, namespace),
    [portico, namespace],
  );
  // Core gives the same AccountInfo until one of its fields changes (a balance update is not one).
  const read = useCallback(() => portico.getAccount(namespace), [portico, namespace]);
  const readServer = useCallback(
    () => hydrationSnapshotOf(portico).account(namespace),
    [portico, namespace],
  );
  return useSyncExternalStore(subscribe, read, readServer);
}
