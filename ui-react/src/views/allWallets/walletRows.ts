import {
  groupConnectors,
  type ConnectorInfo,
  type ServiceClients,
  type WalletEntry,
} from '@portico/core';
import { walletImageSource } from '../shared/walletImageSource';

/** One row of AllWallets: a catalogue wallet, a connector of the page, or both. */
export interface WalletRow {
  readonly key: string;
  readonly name: string;
  readonly image?: string;
  readonly installed: boolean;
  /** The first connector that reaches the wallet (the one a single-namespace row connects). */
  readonly connector?: ConnectorInfo;
  /** Every connector of the page that reaches the wallet, one per namespace. */
  readonly connectors: readonly ConnectorInfo[];
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
  // One wallet in several namespaces is one row, as in the Connect view (core's grouping).
  const pageWallets = groupConnectors({
    connectors: input.connectors.filter((connector) => WALLET_CONNECTOR_TYPES.has(connector.type)),
  });
  for (const item of pageWallets) {
    const connector = item.connectors[0];
    if (!connector) continue;
    const wallet = input.wallets.find((candidate) =>
      item.connectors.some((known) => matches(known, candidate)),
    );
    if (wallet) used.add(wallet.id);
    const name = connector.name || wallet?.name || connector.id;
    if (search && !searchMatches(name, search)) continue;
    rows.push({
      key: `connector:${item.key}`,
      name,
      image: walletImageSource(
        { imageUrl: connector.imageUrl, imageId: connector.imageId ?? wallet?.image_id },
        clients,
      ),
      installed: connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
      connector,
      connectors: item.connectors,
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
      connectors: [],
      wallet,
    });
  }
  return rows;
}
