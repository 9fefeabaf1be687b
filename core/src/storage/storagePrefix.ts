/**
 * The rules of a storage prefix. `clear()` removes every key that starts with the prefix, so:
 *
 * - a prefix ends in a separator (STORAGE_PREFIX_SEPARATORS): `app` would also match the page's
 *   own `appToken`, `app:` matches only `app:...` keys. The default, '@portico/', already does,
 *   so its keys are unchanged.
 * - the prefixes of the live Portico instances on one storage backend never overlap: neither is
 *   a prefix of the other (`portico:` and `portico:x:` would let the first clear the second's
 *   keys). An instance claims its prefix when it is created and releases it in `destroy()`.
 *
 * The claims are kept per backend object (a WeakMap keyed by the Storage or the memory storage):
 * instances on different backends never collide (two server-side renders, each with its own
 * memory storage), a backend that is garbage collected takes its claims with it, and nothing is
 * shared between tests that give each instance its own backend. This map is the one piece of
 * module-level state in core (see noModuleState.test.ts): what it guards is shared by nature,
 * since two instances on one page share `window.localStorage`.
 */
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';

/** A storage prefix must end in one of these. */
export const STORAGE_PREFIX_SEPARATORS: readonly string[] = Object.freeze([':', '/', '.']);

/** Throws a ConfigurationError when `prefix` is empty or does not end in a separator. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') throw new ConfigurationError(MESSAGES.storagePrefixEmpty, 'STORAGE_PREFIX');
  if (!STORAGE_PREFIX_SEPARATORS.some((separator) => prefix.endsWith(separator))) {
    throw new ConfigurationError(
      MESSAGES.storagePrefixNoSeparator(
        prefix,
        STORAGE_PREFIX_SEPARATORS.map((s) => `'${s}'`).join(', '),
      ),
      'STORAGE_PREFIX',
    );
  }
}

/** Live prefixes per storage backend. */
const LIVE_PREFIXES = new WeakMap<object, Set<string>>();

const overlap = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Throws a ConfigurationError when `prefix` overlaps a live prefix on `backend`. */
export function assertStoragePrefixFree(backend: object, prefix: string): void {
  for (const live of LIVE_PREFIXES.get(backend) ?? []) {
    if (overlap(prefix, live)) {
      throw new ConfigurationError(
        MESSAGES.storagePrefixInUse(prefix, live),
        'STORAGE_PREFIX_IN_USE',
      );
    }
  }
}

/**
 * Claims `prefix` on `backend` for one live instance (after the same checks as
 * assertStoragePrefixFree). Returns the release; calling it again does nothing.
 */
export function claimStoragePrefix(backend: object, prefix: string): () => void {
  assertStoragePrefixFree(backend, prefix);
  let live = LIVE_PREFIXES.get(backend);
  if (!live) LIVE_PREFIXES.set(backend, (live = new Set()));
  live.add(prefix);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    live.delete(prefix);
  };
}
