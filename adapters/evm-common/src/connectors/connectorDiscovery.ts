/**
 * The EVM connectors of one adapter, as one list: EIP-6963 announced wallets (ANNOUNCED, id =
 * rdns, one per rdns, the first provider kept), the legacy `window.ethereum` (INJECTED, id
 * 'injected') unless a listed wallet already is that provider, and the app's own connectors
 * (EXTERNAL), after the shared connectors (WalletConnect). The app's and the shared connectors are
 * trusted configuration: an announcement cannot take their id. The full list is reported whenever it changes.
 */
import { MESSAGES, type Connector, type Unsubscribe } from '@portico/core';
import type { Eip1193Provider } from '../eip1193';
import type { CustomConnectorOptions, EvmWindow } from '../options';
import { listenForAnnouncements, type AnnouncedWallet } from './eip6963';

export const INJECTED_CONNECTOR_ID = 'injected';
/** MetaMask (and others) fire this on window when they inject `ethereum` after page load. */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized';

export type EvmConnector = Connector<Eip1193Provider>;

export interface ConnectorDiscoveryOptions {
  /** Where wallets announce themselves; nothing but the app's connectors without one. */
  readonly window: EvmWindow | undefined;
  readonly connectors?: readonly CustomConnectorOptions[];
  /** Connectors shared with other namespaces (WalletConnect) whose provider is EIP-1193. */
  readonly shared?: readonly EvmConnector[];
  /** Listen for EIP-6963 announcements (default true). */
  readonly eip6963?: boolean;
  /** Offer `window.ethereum` (default true). */
  readonly injected?: boolean;
  /** Receives the full list once at the start and after every change. */
  onChange(connectors: readonly EvmConnector[]): void;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** `window.ethereum` when it is an EIP-1193 provider (reading it never throws). */
function legacyProvider(window: EvmWindow): Eip1193Provider | undefined {
  try {
    const ethereum: unknown = window.ethereum;
    return isProvider(ethereum) ? ethereum : undefined;
  } catch {
    return undefined;
  }
}

export function announcedConnector(wallet: AnnouncedWallet): EvmConnector {
  return Object.freeze({
    id: wallet.rdns,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(wallet.icon !== undefined && { imageUrl: wallet.icon }),
    info: Object.freeze({ rdns: wallet.rdns, uuid: wallet.uuid }),
    provider: wallet.provider,
  });
}

export function injectedConnector(provider: Eip1193Provider): EvmConnector {
  return Object.freeze({
    id: INJECTED_CONNECTOR_ID,
    name: MESSAGES.injectedWalletName,
    type: 'INJECTED',
    chain: 'eip155',
    provider,
  });
}

/** The app's connectors as EXTERNAL connectors, one per id (the first wins). */
export function customConnectors(
  options: readonly CustomConnectorOptions[] = [],
): readonly EvmConnector[] {
  const byId = new Map<string, EvmConnector>();
  for (const option of options) {
    if (byId.has(option.id)) continue;
    byId.set(
      option.id,
      Object.freeze({
        id: option.id,
        name: option.name,
        type: 'EXTERNAL',
        chain: 'eip155',
        ...(option.imageUrl !== undefined && { imageUrl: option.imageUrl }),
        ...(option.rdns !== undefined && { info: Object.freeze({ rdns: option.rdns }) }),
        provider: option.provider,
      }),
    );
  }
  return Object.freeze([...byId.values()]);
}

function sameList(a: readonly EvmConnector[] | undefined, b: readonly EvmConnector[]): boolean {
  return a !== undefined && a.length === b.length && a.every((connector, i) => connector === b[i]);
}

/**
 * Starts discovery: reports the list at once (after the wallets that answer the EIP-6963
 * request synchronously), then on every change. Returns the function that stops it.
 */
export function watchEvmConnectors(options: ConnectorDiscoveryOptions): Unsubscribe {
  const { window } = options;
  const custom = [...(options.shared ?? []), ...customConnectors(options.connectors)];
  const reserved = new Set(custom.map((connector) => connector.id));
  /** Announced wallets by rdns, in order of first announcement. */
  const announced = new Map<string, EvmConnector>();
  let injected: EvmConnector | undefined;
  let reported: readonly EvmConnector[] | undefined;
  let started = false;
  let stopped = false;

  const list = (): readonly EvmConnector[] => {
    const others = [...announced.values(), ...custom];
    const showInjected =
      injected !== undefined &&
      !reserved.has(INJECTED_CONNECTOR_ID) &&
      !others.some((connector) => connector.provider === injected?.provider);
    return showInjected && injected ? [...announced.values(), injected, ...custom] : others;
  };
  const report = () => {
    if (!started || stopped) return;
    const next = list();
    if (sameList(reported, next)) return;
    reported = next;
    options.onChange(next);
  };
  const readInjected = () => {
    if (!window || options.injected === false) return;
    const provider = legacyProvider(window);
    if (provider !== injected?.provider) {
      injected = provider === undefined ? undefined : injectedConnector(provider);
    }
    report();
  };

  const stops: Unsubscribe[] = [];
  if (window && options.eip6963 !== false) {
    stops.push(
      listenForAnnouncements(window, (wallet) => {
        if (stopped || announced.has(wallet.rdns) || reserved.has(wallet.rdns)) return;
        announced.set(wallet.rdns, announcedConnector(wallet));
        report();
      }),
    );
  }
  if (window && options.injected !== false) {
    window.addEventListener(ETHEREUM_INITIALIZED_EVENT, readInjected);
    stops.push(() => window.removeEventListener(ETHEREUM_INITIALIZED_EVENT, readInjected));
  }
  readInjected();
  started = true;
  report();

  return () => {
    if (stopped) return;
    stopped = true;
    for (const stop of stops) stop();
  };
}
