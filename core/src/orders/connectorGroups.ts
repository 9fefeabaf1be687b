import type { WalletEntry } from '../contracts/wallet';
import type { ConnectorInfo } from '../state/types';
import { walletNameKey } from '../validators/walletName';
import { withoutLookAlikes } from './lookAlikeConnectors';

/** Connector group order of spec section 2. */
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number];

/** One row of the Connect view: a wallet with the connectors that reach it (one per namespace). */
export interface ConnectItem {
  readonly key: string;
  readonly name: string;
  readonly group: ConnectorGroup;
  readonly connectors: readonly ConnectorInfo[];
  readonly wallet?: WalletEntry;
  readonly imageUrl?: string;
  readonly imageId?: string;
}

export interface ConnectorGroupsInput {
  readonly connectors: readonly ConnectorInfo[];
  readonly recent?: readonly WalletEntry[];
  readonly featured?: readonly WalletEntry[];
  readonly custom?: readonly WalletEntry[];
  readonly recommended?: readonly WalletEntry[];
}

/**
 * The alias an installed wallet's row is also known by: its name as `walletNameKey` compares
 * names (case, spaces, invisible characters and compatibility forms aside).
 */
const nameAlias = (name: string) => `name:${walletNameKey(name) ?? name}`;

const connectorGroup = (connector: ConnectorInfo): ConnectorGroup | undefined => {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect';
    case 'INJECTED':
    case 'ANNOUNCED':
    case 'MULTI_CHAIN':
      return 'injected';
    case 'EXTERNAL':
      return 'external';
    default:
      return undefined; // AUTH is the e-mail and social method, not a wallet row
  }
};

/**
 * Groups the Connect view's rows in the spec's order (walletConnect, recent, injected,
 * featured, custom, external, recommended). A wallet appears once, in the first group it
 * belongs to; connectors of one wallet in several namespaces (same rdns) share one row.
 * Installed wallets of one namespace whose names look alike give one row
 * (lookAlikeConnectors.ts).
 */
export function groupConnectors(input: ConnectorGroupsInput): ConnectItem[] {
  const listed = withoutLookAlikes(input.connectors, [
    ...(input.recent ?? []),
    ...(input.featured ?? []),
    ...(input.custom ?? []),
    ...(input.recommended ?? []),
  ]);
  const rows = new Map<string, ConnectItem>();
  /** Every name a row is known by (rdns, catalogue id, connector key) -> the row's key. */
  const aliases = new Map<string, string>();
  const add = (names: readonly (string | null | undefined)[], item: Omit<ConnectItem, 'key'>) => {
    const known = names.filter((name): name is string => Boolean(name));
    const key = known.map((name) => aliases.get(name)).find(Boolean) ?? (known[0] as string);
    for (const name of known) if (!aliases.has(name)) aliases.set(name, key);
    const existing = rows.get(key);
    if (!existing) {
      rows.set(key, { key, ...item });
    } else if (item.connectors.length > 0) {
      rows.set(key, { ...existing, connectors: [...existing.connectors, ...item.connectors] });
    }
    return key;
  };
  /**
   * The row an installed wallet of another namespace joins by its name (a Wallet Standard
   * wallet has no rdns to match its EIP-6963 side by), as AppKit merges multi-chain
   * connectors; never a row that already has a connector of the same namespace.
   */
  const sameNameRow = (connector: ConnectorInfo) => {
    const key = aliases.get(nameAlias(connector.name));
    const row = key ? rows.get(key) : undefined;
    return row && !row.connectors.some((known) => known.chain === connector.chain)
      ? key
      : undefined;
  };
  const wallets = (group: ConnectorGroup, list: readonly WalletEntry[] | undefined) => {
    for (const wallet of list ?? []) {
      add([wallet.rdns, wallet.id], {
        name: wallet.name,
        group,
        connectors: [],
        wallet,
        imageId: wallet.image_id,
        imageUrl: wallet.image_url,
      });
    }
  };
  const connectors = (group: ConnectorGroup) => {
    for (const connector of listed) {
      if (connectorGroup(connector) !== group) continue;
      // A connector without rdns (e.g. a Wallet Standard wallet) finds its wallet by explorerId.
      const installed = group === 'injected';
      const joins = installed ? sameNameRow(connector) : undefined;
      const key = add(
        [
          joins && nameAlias(connector.name),
          connector.rdns || `${connector.type}:${connector.id}`,
          connector.explorerId,
        ],
        {
          name: connector.name,
          group,
          connectors: [connector],
          imageUrl: connector.imageUrl,
          imageId: connector.imageId,
        },
      );
      const alias = nameAlias(connector.name);
      if (installed && !aliases.has(alias)) aliases.set(alias, key);
    }
  };

  connectors('walletConnect');
  wallets('recent', input.recent);
  connectors('injected');
  wallets('featured', input.featured);
  wallets('custom', input.custom);
  connectors('external');
  wallets('recommended', input.recommended);

  return [...rows.values()]; // insertion order is the group order
}
