import { useMemo } from 'react';
import type { ChainNamespace } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';

export interface DisconnectControls {
  /**
   * Disconnects `namespace` (with the namespaces sharing its WalletConnect or auth session),
   * or every connected namespace when omitted, as AppKit's does; rejects when the wallet fails.
   */
  disconnect(namespace?: ChainNamespace): Promise<void>;
}

/** Disconnects, like AppKit's `useDisconnect()`. The returned object keeps its identity. */
export function useDisconnect(): DisconnectControls {
  const portico = usePorticoInstance();
  return useMemo(
    () => ({ disconnect: (namespace?: ChainNamespace) => portico.disconnect(namespace) }),
    [portico],
  );
}
