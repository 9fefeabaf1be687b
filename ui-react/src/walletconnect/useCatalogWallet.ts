import { useEffect, useState } from 'react';
import type { ServiceClients, WalletEntry } from '@portico/core';

/**
 * The wallet `walletId` names: one of the app's custom wallets, else the catalogue's entry
 * (getWallets with include: [walletId]). Undefined while loading, without services, when the
 * catalogue does not know it, or when there is no id. Its fields are untrusted.
 */
export function useCatalogWallet(
  clients: ServiceClients | undefined,
  walletId: string | undefined,
  customWallets: readonly WalletEntry[] | undefined,
): WalletEntry | undefined {
  const custom = walletId ? customWallets?.find((wallet) => wallet.id === walletId) : undefined;
  const [found, setFound] = useState<WalletEntry | undefined>(undefined);
  useEffect(() => {
    setFound(undefined);
    if (!clients || !walletId || custom) return undefined;
    const controller = new AbortController();
    clients.walletCatalog
      .getWallets({ include: [walletId], entries: 1, signal: controller.signal })
      .then(
        (page) => {
          if (controller.signal.aborted) return;
          setFound(page.data.find((wallet) => wallet.id === walletId));
        },
        () => undefined, // no entry: the view still shows the QR code
      );
    return () => controller.abort();
  }, [clients, walletId, custom]);
  return custom ?? found;
}
