import type { ConnectorInfo, ServiceClients, WalletEntry } from '@portico/core';
import { walletImageSource } from '../shared/walletImageSource';

/** One row of AllWallets: a catalogue wallet, a connector of the page, or both. */
export interface WalletRow {
  readonly key: string;
  readonly name: string;
  readonly image?: string;
  readonly installed: boolean;
  readonly connector?: ConnectorInfo;
  readonly wallet?: WalletEntry;
}

const WALLET_CONNECTOR_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN']);

function matches(connector: ConnectorInfo, wallet: WalletEntry): boolean {
  return (
    (Boolean(connector.rdns) && connector.rdns === wallet.rdns) ||
    connector.explorerId === wallet.id
  );
}

function searchMatches(name: string, search: string): boolean {
  return name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

/**
 * The rows of AllWallets: the page's own wallets first (marked Installed when injected or
 * announced, with their catalogue entry when one has the same rdns), then the catalogue's
 * wallets in its order, each wallet once. With a search, connectors are filtered by name.
 */
export function walletRows(input: {
  readonly connectors: readonly ConnectorInfo[];
  readonly wallets: readonly WalletEntry[];
  readonly clients: ServiceClients | undefined;
  readonly search?: string;
}): WalletRow[] {
  const { clients, search = '' } = input;
  const rows: WalletRow[] = [];
  const used = new Set<string>();
  const seen = new Set<string>();
  for (const connector of input.connectors) {
    if (!WALLET_CONNECTOR_TYPES.has(connector.type)) continue;
    const key = connector.rdns || `${connector.type}:${connector.id}`;
    if (seen.has(key)) continue; // one wallet in two namespaces: one row
    seen.add(key);
    const wallet = input.wallets.find((candidate) => matches(connector, candidate));
    if (wallet) used.add(wallet.id);
    const name = connector.name || wallet?.name || connector.id;
    if (search && !searchMatches(name, search)) continue;
    rows.push({
      key: `connector:${key}`,
      name,
      image: walletImageSource(
        { imageUrl: connector.imageUrl, imageId: connector.imageId ?? wallet?.image_id },
        clients,
      ),
      installed: connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
      connector,
      wallet,
    });
  }
  rows.sort((a, b) => Number(b.installed) - Number(a.installed));
  for (const wallet of input.wallets) {
    if (used.has(wallet.id)) continue;
    used.add(wallet.id);
    rows.push({
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      image: walletImageSource({ imageUrl: wallet.image_url, imageId: wallet.image_id }, clients),
      installed: false,
      wallet,
    });
  }
  return rows;
}
