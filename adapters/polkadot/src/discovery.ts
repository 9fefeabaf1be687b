/**
 * The Polkadot extensions on the page, as connectors: each entry of `window.injectedWeb3` (the
 * protocol polkadot{.js}, Talisman, SubWallet, Nova and the others follow: `injectedWeb3[key] =
 * { version, enable }`) is one connector, id `polkadot-injected:<key>`. Extensions inject at
 * document start, some later: the list is read at the start, again on DOMContentLoaded and on
 * the page's `load` event. Everything there is untrusted: a key must pass the allow-list (lower
 * case letters, digits, '.', '_', '-', at most 64, never a prototype key), an entry without an
 * `enable` function is skipped, the name is a known extension's (below) or the key through
 * core's sanitizeWalletName, an icon only through core's safeWalletIcon, and reading never
 * throws. Nova Wallet's in-app browser injects as 'polkadot-js': it is listed as polkadot{.js}.
 */
import {
  safeWalletIcon,
  sanitizeWalletName,
  type Connector,
  type Unsubscribe,
} from '@portico/core';

export const POLKADOT_INJECTED_CONNECTOR_ID_PREFIX = 'polkadot-injected:';
const KEY = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const FORBIDDEN_KEYS: readonly string[] = Object.freeze(['__proto__', 'prototype', 'constructor']);
const MAX_EXTENSIONS = 32;

/** The names of the extensions that follow the protocol, by their key. */
export const KNOWN_EXTENSION_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  nova: 'Nova Wallet',
  'fearless-wallet': 'Fearless',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
});

/** What the adapter calls on an entry of `window.injectedWeb3`. */
export interface InjectedExtensionProvider {
  readonly version?: unknown;
  enable(originName: string): Promise<unknown>;
}

export type PolkadotInjectedConnector = Connector<InjectedExtensionProvider>;

function isObject(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

function connectorOf(key: string, entry: unknown): PolkadotInjectedConnector | undefined {
  if (!KEY.test(key) || FORBIDDEN_KEYS.includes(key)) return undefined;
  if (!isObject(entry) || typeof entry.enable !== 'function') return undefined;
  const name = Object.hasOwn(KNOWN_EXTENSION_NAMES, key)
    ? KNOWN_EXTENSION_NAMES[key]
    : sanitizeWalletName(key);
  if (name === undefined) return undefined;
  const icon = safeWalletIcon(entry.icon);
  return Object.freeze({
    id: `${POLKADOT_INJECTED_CONNECTOR_ID_PREFIX}${key}`,
    name,
    type: 'INJECTED',
    chain: 'polkadot',
    ...(icon !== undefined && { imageUrl: icon }),
    provider: entry as unknown as InjectedExtensionProvider,
  });
}

/** The connectors of the extensions `window.injectedWeb3` lists, in its key order. Never throws. */
export function polkadotExtensionConnectors(
  window: object | undefined,
): readonly PolkadotInjectedConnector[] {
  const found: PolkadotInjectedConnector[] = [];
  try {
    const injected: unknown = window && (window as { injectedWeb3?: unknown }).injectedWeb3;
    if (!isObject(injected)) return Object.freeze(found);
    for (const key of Object.keys(injected).slice(0, MAX_EXTENSIONS)) {
      try {
        const connector = connectorOf(key, injected[key]);
        if (connector) found.push(connector);
      } catch {
        // A throwing getter lists nothing for that key.
      }
    }
  } catch {
    // A hostile object (a throwing getter, a revoked proxy) lists nothing more.
  }
  return Object.freeze(found);
}

/** Whether a connector is an injected extension's (by its id and its provider's shape). */
export function isInjectedExtensionConnector(
  connector: Connector,
): connector is PolkadotInjectedConnector {
  const provider = connector.provider;
  return (
    connector.id.startsWith(POLKADOT_INJECTED_CONNECTOR_ID_PREFIX) &&
    isObject(provider) &&
    typeof provider.enable === 'function'
  );
}

export interface WatchPolkadotExtensionsOptions {
  /** The page's window; without one, no extension is ever found. */
  readonly window: object | undefined;
  /** Receives the full list once at the start and after every change. */
  onChange(connectors: readonly PolkadotInjectedConnector[]): void;
}

const sameList = (
  a: readonly PolkadotInjectedConnector[] | undefined,
  b: readonly PolkadotInjectedConnector[],
) =>
  a !== undefined &&
  a.length === b.length &&
  b.every(
    (connector, i) =>
      a[i]?.id === connector.id &&
      a[i]?.provider === connector.provider &&
      a[i]?.name === connector.name &&
      a[i]?.imageUrl === connector.imageUrl,
  );

interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

const eventSourceOf = (value: unknown): EventSource | undefined =>
  isObject(value) &&
  typeof value.addEventListener === 'function' &&
  typeof value.removeEventListener === 'function'
    ? (value as unknown as EventSource)
    : undefined;

/** Starts discovery; returns the function that stops it. */
export function watchPolkadotExtensions(options: WatchPolkadotExtensionsOptions): Unsubscribe {
  const { window } = options;
  const windowEvents = eventSourceOf(window);
  let reported: readonly PolkadotInjectedConnector[] | undefined;
  let stopped = false;

  const report = () => {
    if (stopped) return;
    const next = polkadotExtensionConnectors(window);
    if (sameList(reported, next)) return;
    reported = next;
    options.onChange(next);
  };

  report();
  windowEvents?.addEventListener('load', report);
  // DOMContentLoaded is dispatched on the document and bubbles to the window.
  windowEvents?.addEventListener('DOMContentLoaded', report);

  return () => {
    if (stopped) return;
    stopped = true;
    windowEvents?.removeEventListener('load', report);
    windowEvents?.removeEventListener('DOMContentLoaded', report);
  };
}
