import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ChainNamespace, Network, NetworkInfo } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { hydrationSnapshotOf } from '../hydration/hydrationSnapshot';

export interface PorticoNetwork extends NetworkInfo {
  /** Asks the wallet to switch (or, when disconnected, selects the network). */
  switchNetwork(network: Network): Promise<void>;
}

/**
 * The active network of `namespace` (the active namespace when omitted), like AppKit's
 * `useAppKitNetwork()`: caipNetwork, caipNetworkId, chainId, namespace, isUnsupported, and
 * switchNetwork. Re-renders only when one of those changes (not on a balance change).
 * While hydrating server markup it reads the network the server rendered (the configured
 * default, not the one the page restored from storage); the real one follows right after.
 */
export function usePorticoNetwork(namespace?: ChainNamespace): PorticoNetwork {
  const portico = usePorticoInstance();
  const subscribe = useCallback(
    (onChange: () => void) => portico.subscribeNetwork(onChange, namespace),
    [portico, namespace],
  );
  // Core gives the same NetworkInfo until one of its fields changes.
  const read = useCallback(() => portico.getNetwork(namespace), [portico, namespace]);
  const readServer = useCallback(
    () => hydrationSnapshotOf(portico).network(namespace),
    [portico, namespace],
  );
  const info = useSyncExternalStore(subscribe, read, readServer);
  return useMemo(
    () => ({ ...info, switchNetwork: (network: Network) => portico.switchNetwork(network) }),
    [info, portico],
  );
}
