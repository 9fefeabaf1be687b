/**
 * The default SiwxStore: nonces and sessions in this process's memory, gone on restart. Bounded:
 * expired entries are dropped as new ones arrive, and past `maxNonces` / `maxSessions` the oldest
 * are dropped first (an unauthenticated client can ask for many nonces; a rate limit in front of
 * the server is still the real defence).
 */
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore, SiwxUseNonceResult } from './store';

export interface MemoryStoreOptions {
  /** Milliseconds since the epoch, to drop expired entries (default Date.now). */
  readonly now?: () => number;
  /** Most nonces kept at once (default 100,000). */
  readonly maxNonces?: number;
  /** Most sessions kept at once (default 100,000). */
  readonly maxSessions?: number;
}

const DEFAULT_MAX_ENTRIES = 100_000;
const PRUNE_EVERY = 256;

/** Drops expired entries (Map keeps insertion order), then the oldest past `max`. */
function prune<T extends { expiresAt: number }>(map: Map<string, T>, now: number, max: number) {
  for (const [key, value] of map) {
    if (value.expiresAt <= now) map.delete(key);
  }
  for (const key of map.keys()) {
    if (map.size < max) break;
    map.delete(key);
  }
}

export function createMemoryStore(options: MemoryStoreOptions = {}): SiwxStore {
  const now = options.now ?? Date.now;
  const maxNonces = options.maxNonces ?? DEFAULT_MAX_ENTRIES;
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_ENTRIES;
  const nonces = new Map<string, SiwxNonceRecord>();
  const sessions = new Map<string, SiwxSessionRecord>();
  // Pruning walks the map: do it once per PRUNE_EVERY additions to it, or when it is full.
  const addsSincePrune = new Map<Map<string, unknown>, number>();
  const maybePrune = <T extends { expiresAt: number }>(map: Map<string, T>, max: number) => {
    const adds = (addsSincePrune.get(map) ?? 0) + 1;
    addsSincePrune.set(map, adds % PRUNE_EVERY);
    if (map.size >= max || adds >= PRUNE_EVERY) prune(map, now(), max);
  };
  return {
    async addNonce(record) {
      maybePrune(nonces, maxNonces);
      nonces.set(record.nonce, record);
    },
    async getNonce(nonce) {
      return nonces.get(nonce);
    },
    async useNonce(nonce, messageHash, at): Promise<SiwxUseNonceResult> {
      // No await between the read and the write: atomic within this process.
      const record = nonces.get(nonce);
      if (!record) return { status: 'unknown' };
      if (record.usedBy !== undefined) return { status: 'used', usedBy: record.usedBy };
      if (record.expiresAt <= at) return { status: 'expired' };
      nonces.set(nonce, { ...record, usedBy: messageHash });
      return { status: 'ok' };
    },
    async addSession(session) {
      maybePrune(sessions, maxSessions);
      sessions.set(session.token, session);
    },
    async getSession(token) {
      return sessions.get(token);
    },
    async deleteSession(token) {
      sessions.delete(token);
    },
  };
}
