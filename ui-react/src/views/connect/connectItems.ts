import {
  groupConnectors,
  type ConnectItem,
  type ConnectorInfo,
  type RecentWallet,
  type WalletEntry,
} from '@portico/core';

/**
 * The key a connector row is known by in groupConnectors (its rdns, else type and id), so a
 * recent wallet stored under a connector's id finds that connector's row.
 */
function connectorKey(connector: ConnectorInfo): string {
  return connector.rdns || `${connector.type}:${connector.id}`;
}

/** Recent wallets as catalogue entries, matched to the connectors that reach them. */
export function recentAsWallets(
  recent: readonly RecentWallet[],
  connectors: readonly ConnectorInfo[],
): WalletEntry[] {
  return recent.map((wallet) => {
    const connector = connectors.find(
      (candidate) => candidate.rdns === wallet.id || candidate.id === wallet.id,
    );
    return {
      id: wallet.id,
      name: wallet.name,
      image_url: wallet.imageUrl,
      rdns: connector ? connectorKey(connector) : wallet.id,
    };
  });
}

/**
 * The recent wallets a Connect view for one namespace shows: not those reached only through
 * a connector of another namespace (they would be a row that cannot connect here).
 */
export function recentInNamespace(
  recent: readonly RecentWallet[],
  connectors: readonly ConnectorInfo[],
  namespace: string | undefined,
): readonly RecentWallet[] {
  if (!namespace) return recent;
  return recent.filter((wallet) => {
    const reaching = connectors.filter((c) => c.id === wallet.id || c.rdns === wallet.id);
    return reaching.length === 0 || reaching.some((c) => c.chain === namespace);
  });
}

export interface ConnectItemsInput {
  readonly connectors: readonly ConnectorInfo[];
  readonly recent: readonly RecentWallet[];
  readonly featured?: readonly WalletEntry[];
  readonly custom?: readonly WalletEntry[];
  readonly recommended?: readonly WalletEntry[];
}

/** The Connect view's wallet rows, in the spec's group order. */
export function connectItems(input: ConnectItemsInput): ConnectItem[] {
  return groupConnectors({
    connectors: input.connectors,
    recent: recentAsWallets(input.recent, input.connectors),
    featured: input.featured,
    custom: input.custom,
    recommended: input.recommended,
  });
}

/** The connector a row connects with: the one of the active namespace when there is one. */
export function preferredConnector(
  item: ConnectItem,
  activeNamespace: string | undefined,
): ConnectorInfo | undefined {
  return item.connectors.find((c) => c.chain === activeNamespace) ?? item.connectors[0];
}
