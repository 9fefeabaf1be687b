/**
 * Typed, key-prefixed persistent storage of one Portico instance.
 *
 * Every key is declared in a schema with a guard. What comes back from the backend is
 * untrusted (another library, an older Portico or the user may have written it), so a value
 * that is not JSON or fails its guard is removed with one warning and read as `undefined`.
 * A backend that throws (quota exceeded, Safari private mode, storage blocked) never breaks
 * the modal: the failure is reported through `warn` and Portico goes on without storage.
 */
import { MESSAGES } from '../errors/messages';
import { assertStoragePrefix, assertStoragePrefixFree, claimStoragePrefix } from './storagePrefix';

/** The part of the Web Storage API Portico uses (window.localStorage fits). */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Decides whether a parsed value is a `T`; it must accept any input without throwing. */
export type StorageGuard<T> = (value: unknown) => value is T;

/** Maps each key name to the guard of its value. */
export type StorageSchema = Readonly<Record<string, StorageGuard<unknown>>>;

/** The value type a schema declares for `key`. */
export type StorageValue<Schema extends StorageSchema, Key extends keyof Schema> =
  Schema[Key] extends StorageGuard<infer T> ? T : never;

export interface PorticoStorage<Schema extends StorageSchema> {
  /** The prefix in front of every key this instance writes. */
  readonly prefix: string;
  /** The stored value, or `undefined` when absent, unreadable or of the wrong shape. */
  get<Key extends keyof Schema & string>(key: Key): StorageValue<Schema, Key> | undefined;
  set<Key extends keyof Schema & string>(key: Key, value: StorageValue<Schema, Key>): void;
  remove(key: keyof Schema & string): void;
  /** Removes every key that starts with `prefix`; the host page's own keys are left alone. */
  clear(): void;
}

export interface PorticoStorageOptions<Schema extends StorageSchema> {
  /**
   * Defaults to '@portico/'. Must end in ':', '/' or '.' (storagePrefix.ts), so that `clear()`
   * can tell Portico's keys from the page's own.
   */
  readonly prefix?: string;
  /**
   * Where values go. Omitted: `window.localStorage` when there is a window (nothing under
   * SSR). `null`: no persistence at all, every method is a no-op.
   */
  readonly backend?: StorageBackend | null;
  readonly schema: Schema;
  /** Receives one message per problem. Defaults to console.warn. */
  readonly warn?: (message: string) => void;
}

export const DEFAULT_STORAGE_PREFIX = '@portico/';

export function createPorticoStorage<Schema extends StorageSchema>(
  options: PorticoStorageOptions<Schema>,
): PorticoStorage<Schema> {
  const { prefix = DEFAULT_STORAGE_PREFIX, schema } = options;
  const warn = options.warn ?? warnOnConsole;
  assertStoragePrefix(prefix);

  const backend = options.backend === undefined ? browserLocalStorage(warn) : options.backend;
  if (!backend) return noopStorage(prefix);

  /** Runs one backend call; a throw becomes a warning and `undefined`. */
  function attempt<T>(operation: string, key: string, call: () => T): T | undefined {
    try {
      return call();
    } catch (error) {
      warn(MESSAGES.storageFailed(operation, key, describe(error)));
      return undefined;
    }
  }

  return {
    prefix,

    get(key) {
      const fullKey = prefix + key;
      const raw = attempt('read', fullKey, () => backend.getItem(fullKey));
      if (raw === undefined || raw === null) return undefined;

      const guard = schema[key] as StorageGuard<StorageValue<Schema, typeof key>> | undefined;
      const parsed = parseJson(raw);
      if (parsed.ok && guard?.(parsed.value)) return parsed.value;

      warn(MESSAGES.storageValueDiscarded(fullKey));
      try {
        backend.removeItem(fullKey);
      } catch {
        // Already warned once for this value; a failing removal adds nothing the user can act on.
      }
      return undefined;
    },

    set(key, value) {
      const fullKey = prefix + key;
      if (!schema[key]?.(value)) {
        warn(MESSAGES.storageValueRejected(fullKey));
        return;
      }
      attempt('write', fullKey, () => backend.setItem(fullKey, JSON.stringify(value)));
    },

    remove(key) {
      const fullKey = prefix + key;
      attempt('remove', fullKey, () => backend.removeItem(fullKey));
    },

    clear() {
      const keys = attempt('list', prefix, () => porticoKeys(backend, prefix)) ?? [];
      for (const fullKey of keys) {
        attempt('remove', fullKey, () => backend.removeItem(fullKey));
      }
    },
  };
}

const warnOnConsole = (message: string) => console.warn(message);

/** Keys starting with `prefix`, collected before any removal shifts the backend's indices. */
function porticoKeys(backend: StorageBackend, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < backend.length; index++) {
    const key = backend.key(index);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * window.localStorage, or null under SSR. Reading the property itself throws where storage
 * is blocked (sandboxed frames, cookies disabled); that is reported and treated as no storage.
 */
function browserLocalStorage(warn: (message: string) => void): StorageBackend | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage ?? null;
  } catch (error) {
    warn(MESSAGES.storageFailed('open', 'localStorage', describe(error)));
    return null;
  }
}

function noopStorage<Schema extends StorageSchema>(prefix: string): PorticoStorage<Schema> {
  return {
    prefix,
    get: () => undefined,
    set: () => undefined,
    remove: () => undefined,
    clear: () => undefined,
  };
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A short reason for a warning: 'QuotaExceededError', 'SecurityError' or the message. */
function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && name !== '' && name !== 'Error') return name;
    if (typeof message === 'string') return message;
  }
  return String(error);
}

// -- Portico's own keys ------------------------------------------------------------------

/** A wallet the user connected recently, as the connect view lists it. */
export interface RecentWallet {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRecentWallet(value: unknown): value is RecentWallet {
  return (
    isPlainObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    (value.imageUrl === undefined || isString(value.imageUrl))
  );
}

function isRecentWalletList(value: unknown): value is readonly RecentWallet[] {
  return Array.isArray(value) && value.every(isRecentWallet);
}

/** Namespace (eip155, solana, ...) to the id of the connector connected in it. */
function isConnectorIdsByNamespace(value: unknown): value is Readonly<Record<string, string>> {
  return isPlainObject(value) && Object.values(value).every(isString);
}

/**
 * Namespace to the account the visitor chose among the wallet's (portico.switchAccount); the
 * address is only a preference handed to the adapter's reconnect, and core takes it only when
 * the wallet gives that account again.
 */
function isAddressesByNamespace(value: unknown): value is Readonly<Record<string, string>> {
  return isPlainObject(value) && Object.values(value).every(isString);
}

function isThemeMode(value: unknown): value is 'light' | 'dark' {
  return value === 'light' || value === 'dark';
}

/** A time in milliseconds since the epoch. */
function isTimestampMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The transactions an instance tracks, by account (`caipNetworkId:address`). Only the outer
 * object is checked here: each account's records are checked one by one when that account
 * connects (transactions/storedTransactions.ts), so a bad record costs no good one.
 */
function isTransactionsByAccount(value: unknown): value is Readonly<Record<string, unknown>> {
  return isPlainObject(value);
}

/**
 * The sign-in sessions @portico/feature-siwx keeps in the page: only the outer list is checked
 * here; the plugin checks each session's shape and drops the ones that fail it.
 */
function isSiwxSessionList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/** Every key a Portico instance persists, with the guard its stored value must pass. */
export const PORTICO_STORAGE_SCHEMA = Object.freeze({
  recentWallets: isRecentWalletList,
  connectedConnectors: isConnectorIdsByNamespace,
  preferredAccounts: isAddressesByNamespace,
  activeNamespace: isString,
  activeCaipNetworkId: isString,
  themeMode: isThemeMode,
  emailLoginAt: isTimestampMs,
  transactions: isTransactionsByAccount,
  siwxSessions: isSiwxSessionList,
}) satisfies StorageSchema;

export type PorticoStorageSchema = typeof PORTICO_STORAGE_SCHEMA;

/** The storage of a Portico instance, and the claim on its prefix (storagePrefix.ts). */
export interface InstanceStorage {
  readonly storage: PorticoStorage<PorticoStorageSchema>;
  /**
   * Claims the prefix on the backend for this instance and returns its release. Checked
   * already when the storage was opened; call it once the instance is fully built, so that an
   * instance that fails to build never holds a prefix.
   */
  claim(): () => void;
}

/**
 * Opens the storage of a Portico instance: as createDefaultStorage, and refuses (with a
 * ConfigurationError) a prefix that overlaps a live instance's prefix on the same backend.
 */
export function openInstanceStorage(
  options: Omit<PorticoStorageOptions<PorticoStorageSchema>, 'schema'> = {},
): InstanceStorage {
  const { prefix = DEFAULT_STORAGE_PREFIX } = options;
  const warn = options.warn ?? warnOnConsole;
  assertStoragePrefix(prefix);
  const backend = options.backend === undefined ? browserLocalStorage(warn) : options.backend;
  if (backend) assertStoragePrefixFree(backend, prefix);
  return {
    storage: createDefaultStorage({ ...options, prefix, backend, warn }),
    claim: () => (backend ? claimStoragePrefix(backend, prefix) : () => undefined),
  };
}

/** The storage of one Portico instance: Portico's schema, options as for createPorticoStorage. */
export function createDefaultStorage(
  options: Omit<PorticoStorageOptions<PorticoStorageSchema>, 'schema'> = {},
): PorticoStorage<PorticoStorageSchema> {
  return createPorticoStorage({ ...options, schema: PORTICO_STORAGE_SCHEMA });
}
