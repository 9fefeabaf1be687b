/**
 * Installs the sats-connect face of the Bitcoin test wallet on a page as a wallet extension
 * does (WBIP-004): the provider object at a dotted path of window, and an entry in
 * `window.btc_providers`.
 */
import {
  createSatsConnectProvider,
  SATS_CONNECT_METHODS,
  type SatsConnectProviderInfo,
  type SatsConnectTestProvider,
} from './satsConnectProvider';
import type { BitcoinTestWallet } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Puts the sats-connect face of `testWallet` on `target` (a window) as a wallet extension does:
 * the provider at the dotted path `info.id`, and `{ id, name, icon, methods }` appended to
 * `target.btc_providers`. Returns the provider and a function that takes both away again.
 */
export function installSatsConnectProvider(
  target: object,
  testWallet: BitcoinTestWallet,
  info: SatsConnectProviderInfo,
): { readonly provider: SatsConnectTestProvider; uninstall(): void } {
  const path = info.id.split('.');
  if (path.some((part) => part === '' || part === '__proto__' || part === 'prototype')) {
    throw new TypeError(`installSatsConnectProvider: ${info.id} is not a dotted property path`);
  }
  const provider = createSatsConnectProvider(testWallet);
  const root = target as Record<string, unknown>;
  let holder = root;
  for (const part of path.slice(0, -1)) {
    if (!isRecord(holder[part])) holder[part] = {};
    holder = holder[part] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  holder[last] = provider;
  const entry = Object.freeze({
    id: info.id,
    name: info.name,
    icon: info.icon,
    methods: SATS_CONNECT_METHODS,
  });
  if (!Array.isArray(root.btc_providers)) root.btc_providers = [];
  (root.btc_providers as unknown[]).push(entry);
  return {
    provider,
    uninstall() {
      if (holder[last] === provider) delete holder[last];
      const list = root.btc_providers as unknown[];
      const at = list.indexOf(entry);
      if (at >= 0) list.splice(at, 1);
    },
  };
}
