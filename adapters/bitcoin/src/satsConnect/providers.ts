/**
 * sats-connect providers on the page, found the way sats-connect finds them (WBIP004): the page
 * lists them in `window.btc_providers`, entries `{ id, name, icon, … }` whose `id` is the dotted
 * path of the provider object on `window` ('XverseProviders.BitcoinProvider',
 * 'LeatherProvider'). Everything there is untrusted: the path is read segment by segment through
 * an allow-list (identifier names, at most MAX_PATH_SEGMENTS, never a prototype key), the name
 * and icon go through core's sanitisers, an entry without a `request` function is skipped, and
 * reading never throws.
 */
import { safeWalletIcon, sanitizeWalletName, walletNameKey, type Connector } from '@portico/core';

export const SATS_CONNECT_CONNECTOR_ID_PREFIX = 'sats-connect:';
const MAX_PATH_SEGMENTS = 4;
const MAX_PROVIDERS = 32;
const PATH_SEGMENT = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;
const FORBIDDEN_SEGMENTS: readonly string[] = Object.freeze([
  '__proto__',
  'prototype',
  'constructor',
]);

/** What the adapter calls on a provider: sats-connect's (and Leather's) JSON-RPC request. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
  /** Xverse's events ('accountChange', 'networkChange', 'disconnect'); returns the remover. */
  addListener?(event: string, listener: (event: unknown) => void): unknown;
}

export type SatsConnectConnector = Connector<SatsConnectProvider>;

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** The object at `path` on `root`, read through the allow-list; undefined when there is none. */
function objectAt(root: object, path: unknown): Record<string, unknown> | undefined {
  if (typeof path !== 'string') return undefined;
  const segments = path.split('.');
  if (segments.length > MAX_PATH_SEGMENTS) return undefined;
  let current: unknown = root;
  for (const segment of segments) {
    if (!PATH_SEGMENT.test(segment) || FORBIDDEN_SEGMENTS.includes(segment)) return undefined;
    if (!isObject(current)) return undefined;
    current = current[segment];
  }
  return isObject(current) ? current : undefined;
}

function connectorOf(root: object, entry: unknown): SatsConnectConnector | undefined {
  if (!isObject(entry)) return undefined;
  const { id, name, icon } = entry;
  const provider = objectAt(root, id);
  if (!provider || typeof provider.request !== 'function') return undefined;
  const safeName = sanitizeWalletName(name);
  if (safeName === undefined) return undefined;
  const safeIcon = safeWalletIcon(icon);
  return Object.freeze({
    id: `${SATS_CONNECT_CONNECTOR_ID_PREFIX}${String(id)}`,
    name: safeName,
    type: 'ANNOUNCED',
    chain: 'bip122',
    ...(safeIcon !== undefined && { imageUrl: safeIcon }),
    provider: provider as unknown as SatsConnectProvider,
  });
}

/**
 * The connectors of the providers `window.btc_providers` lists, in its order, one per id and one
 * per name; none whose name is in `taken` (a wallet found through the Wallet Standard as well is
 * listed once, by that). Never throws.
 */
export function satsConnectConnectors(
  window: object | undefined,
  taken: readonly string[] = [],
): readonly SatsConnectConnector[] {
  const found: SatsConnectConnector[] = [];
  try {
    const list: unknown = window && (window as { btc_providers?: unknown }).btc_providers;
    if (!Array.isArray(list)) return Object.freeze(found);
    const names = new Set(taken.map((name) => walletNameKey(name)));
    const ids = new Set<string>();
    for (const entry of (list as unknown[]).slice(0, MAX_PROVIDERS)) {
      let connector: SatsConnectConnector | undefined;
      try {
        connector = connectorOf(window!, entry);
      } catch {
        continue;
      }
      if (!connector || ids.has(connector.id)) continue;
      const key = walletNameKey(connector.name);
      if (names.has(key)) continue;
      ids.add(connector.id);
      names.add(key);
      found.push(connector);
    }
  } catch {
    // A hostile list (a throwing getter, a revoked proxy) lists nothing more.
  }
  return Object.freeze(found);
}

/** Whether a connector is a sats-connect provider's (by its id and its provider's shape). */
export function isSatsConnectConnector(connector: Connector): connector is SatsConnectConnector {
  const provider = connector.provider;
  return (
    connector.id.startsWith(SATS_CONNECT_CONNECTOR_ID_PREFIX) &&
    isObject(provider) &&
    typeof provider.request === 'function'
  );
}
