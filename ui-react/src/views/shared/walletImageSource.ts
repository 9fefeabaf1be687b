import type { ServiceClients } from '@portico/core';

/**
 * Where a wallet's icon comes from: its own URL (a connector's data: icon, a custom wallet's
 * URL), else the catalogue's image of its image id. Either is still checked by WalletImage.
 */
export function walletImageSource(
  wallet: { readonly imageUrl?: string; readonly imageId?: string },
  clients: ServiceClients | undefined,
): string | undefined {
  if (wallet.imageUrl) return wallet.imageUrl;
  if (!wallet.imageId || !clients) return undefined;
  try {
    return clients.walletCatalog.imageUrl('wallet', wallet.imageId);
  } catch {
    return undefined; // an id that cannot be a path segment: no image
  }
}
