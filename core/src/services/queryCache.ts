/**
 * The query cache of one Portico instance (spec 9: "query cache garbage collection 5
 * minutes"; the TTLs of the routes that cache: balances 30 s, names and identity 5 min).
 *
 * - Each entry keeps its value until its own TTL runs out (`ttlMs`, set when it is stored).
 * - An entry not asked for during QUERY_CACHE_GC_MS is dropped, whatever its TTL. Collection
 *   is lazy, on the next use of the cache: no timer runs, nothing needs stopping.
 * - Callers asking for a key while it loads share one request (in-flight de-duplication).
 *   Each caller may pass its own AbortSignal: aborting rejects that caller only, and the
 *   shared request is aborted when every caller waiting for it has aborted.
 * - Failures are never cached.
 */
import { QUERY_CACHE_GC_MS } from '../constants';

/** Milliseconds since the epoch; tests pass a clock they move by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

export interface QueryOptions {
  /** How long a loaded value is served from the cache; 0 de-duplicates only. */
  readonly ttlMs: number;
  /** Load again even when a fresh value or a request in flight exists. */
  readonly force?: boolean;
  readonly signal?: AbortSignal;
}

export interface QueryCache {
  query<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    options: QueryOptions,
  ): Promise<T>;
  /** Drops the entries whose key starts with `prefix` (their requests in flight go on). */
  invalidate(prefix: string): void;
  clear(): void;
  /** Entries held after garbage collection; for tests and diagnostics. */
  size(): number;
}

interface InFlight {
  readonly promise: Promise<unknown>;
  readonly controller: AbortController;
  waiters: number;
}

interface Entry {
  value?: { readonly data: unknown; readonly expiresAt: number };
  inFlight?: InFlight;
  lastUsedAt: number;
}

export function createQueryCache(clock: Clock = systemClock): QueryCache {
  const entries = new Map<string, Entry>();

  const collectGarbage = (now: number) => {
    for (const [key, entry] of entries) {
      if (!entry.inFlight && now - entry.lastUsedAt >= QUERY_CACHE_GC_MS) entries.delete(key);
    }
  };

  const start = (
    key: string,
    entry: Entry,
    load: (signal: AbortSignal) => Promise<unknown>,
    ttlMs: number,
  ) => {
    const controller = new AbortController();
    const inFlight: InFlight = {
      controller,
      waiters: 0,
      promise: Promise.resolve()
        .then(() => load(controller.signal))
        .then(
          (data) => {
            if (entry.inFlight === inFlight && entries.get(key) === entry) {
              entry.inFlight = undefined;
              if (ttlMs > 0) entry.value = { data, expiresAt: clock.now() + ttlMs };
            }
            return data;
          },
          (error: unknown) => {
            if (entry.inFlight === inFlight) entry.inFlight = undefined;
            throw error;
          },
        ),
    };
    // Nobody may be waiting any more when it fails (every caller aborted): no unhandled rejection.
    inFlight.promise.catch(() => undefined);
    entry.inFlight = inFlight;
    return inFlight;
  };

  const join = <T>(entry: Entry, inFlight: InFlight, signal: AbortSignal | undefined) => {
    inFlight.waiters += 1;
    if (!signal) return inFlight.promise as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        inFlight.waiters -= 1;
        if (inFlight.waiters === 0 && entry.inFlight === inFlight) {
          entry.inFlight = undefined;
          inFlight.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      inFlight.promise.then(
        (data) => {
          signal.removeEventListener('abort', onAbort);
          resolve(data as T);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };

  return {
    query<T>(
      key: string,
      load: (signal: AbortSignal) => Promise<T>,
      { ttlMs, force = false, signal }: QueryOptions,
    ): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const now = clock.now();
      collectGarbage(now);
      let entry = entries.get(key);
      if (!entry) {
        entry = { lastUsedAt: now };
        entries.set(key, entry);
      }
      entry.lastUsedAt = now;
      if (!force && entry.value && now < entry.value.expiresAt) {
        return Promise.resolve(entry.value.data as T);
      }
      const inFlight = !force && entry.inFlight ? entry.inFlight : start(key, entry, load, ttlMs);
      return join<T>(entry, inFlight, signal);
    },
    invalidate(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    size() {
      collectGarbage(clock.now());
      return entries.size;
    },
  };
}
