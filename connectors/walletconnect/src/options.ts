import {
  assertProjectIdFor,
  ConfigurationError,
  isSecureTransportUrl,
  MESSAGES,
} from '@portico/core';
import { RELAY_SERVICE_NAME } from './errors';

/** App metadata the wallet shows while pairing (WalletConnect's `metadata`). */
export interface WalletConnectMetadata {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: readonly string[];
  readonly redirect?: { readonly native?: string; readonly universal?: string };
}

/**
 * The key-value store sign-client keeps its keys, pairings and sessions in
 * (@walletconnect/keyvaluestorage's IKeyValueStorage). Browsers default to the page's
 * localStorage (keys under `<storagePrefix>:wc:`; faster to open than the SDK's IndexedDB);
 * Node needs one (tests pass an in-memory store).
 */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface WalletConnectOptions {
  /**
   * The relay's WebSocket URL. Portico's own relay (see @portico/testing/walletconnect and the
   * demo) or WalletConnect's hosted one (`wss://relay.walletconnect.org`, the default when
   * only `projectId` is given). One of relayUrl and projectId is required.
   */
  readonly relayUrl?: string;
  /** A WalletConnect Cloud project id; needed by the hosted relay, not by a local one. */
  readonly projectId?: string;
  readonly metadata?: WalletConnectMetadata;
  /**
   * WalletConnect's Verify (a hosted attestation service; in a browser the SDK loads a
   * hidden frame from verify.walletconnect.com and waits up to 5 s for it per connect and
   * per request). Off by default: Portico makes no request off the machine unless asked.
   */
  readonly verify?: boolean;
  /** The SDK's telemetry to pulse.walletconnect.org (default false). */
  readonly telemetry?: boolean;
  /** Where sign-client keeps its sessions (see WalletConnectStorage). */
  readonly storage?: WalletConnectStorage;
  /**
   * Keeps this instance's sessions apart from another one's on the same page (sign-client
   * keeps one core per prefix). Default 'portico'.
   */
  readonly storagePrefix?: string;
  /**
   * The SDK's own console logging (default 'silent': every failure reaches the app as a
   * rejected request or a Portico event, and a declined request is not a console error).
   */
  readonly logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

/** WalletConnect's hosted relay: the relay when only `projectId` is given. */
export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org';
/**
 * The project id sent to a relay of one's own when the app gives none: a local relay takes
 * any name (it only fills the connection URL's query).
 */
export const LOCAL_PROJECT_ID = 'portico-local';
export const DEFAULT_STORAGE_PREFIX = 'portico';
const RELAY_SCHEMES: readonly string[] = Object.freeze(['ws:', 'wss:']);

/** The options with every default filled in, checked. */
export interface ResolvedWalletConnectOptions {
  readonly relayUrl: string;
  readonly projectId: string;
  readonly metadata?: WalletConnectMetadata;
  readonly verify: boolean;
  readonly telemetry: boolean;
  readonly storage?: WalletConnectStorage;
  readonly storagePrefix: string;
  readonly logLevel: NonNullable<WalletConnectOptions['logLevel']>;
}

function isRelayUrl(value: string): boolean {
  try {
    return RELAY_SCHEMES.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks the options when `walletConnect()` is called, so a mistake shows at start-up rather
 * than on the first connect: one of relayUrl and projectId, a ws:// or wss:// relay URL, a
 * project id for the hosted relay (core's 'Project ID Not Configured').
 */
export function resolveWalletConnectOptions(
  options: WalletConnectOptions,
): ResolvedWalletConnectOptions {
  const { relayUrl, projectId } = options;
  if (!relayUrl && !projectId) {
    throw new ConfigurationError(
      MESSAGES.projectIdMissing(RELAY_SERVICE_NAME),
      'WALLET_CONNECT_RELAY_MISSING',
    );
  }
  if (relayUrl && !isRelayUrl(relayUrl)) {
    throw new ConfigurationError(
      MESSAGES.walletConnectRelayUrlInvalid(relayUrl),
      'WALLET_CONNECT_RELAY_URL',
    );
  }
  // The relay sees every message's topic and timing: ws:// only to a relay on this machine.
  if (relayUrl && !isSecureTransportUrl(relayUrl, 'ws')) {
    throw new ConfigurationError(
      MESSAGES.walletConnectRelayUrlNotSecure(relayUrl),
      'WALLET_CONNECT_RELAY_URL_NOT_SECURE',
    );
  }
  const url = relayUrl || HOSTED_RELAY_URL;
  assertProjectIdFor(RELAY_SERVICE_NAME, url, projectId);
  return {
    relayUrl: url,
    projectId: projectId || LOCAL_PROJECT_ID,
    metadata: options.metadata,
    verify: options.verify ?? false,
    telemetry: options.telemetry ?? false,
    storage: options.storage,
    storagePrefix: options.storagePrefix || DEFAULT_STORAGE_PREFIX,
    logLevel: options.logLevel ?? 'silent',
  };
}
