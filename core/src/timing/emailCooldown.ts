/**
 * Spec section 5: an e-mail login attempt within 30 seconds of the last is refused with
 * 'Please try again after N seconds', N being the remaining seconds rounded up.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants';
import { EmailCooldownError } from '../errors/errors';
import type { PorticoStorage, PorticoStorageSchema } from '../storage/storage';

/** Where the time of the last attempt (ms since the epoch) is kept. */
export interface EmailLoginTimeStore {
  lastAttemptAt(): number | undefined;
  recordAttempt(atMs: number): void;
}

export interface EmailCooldownOptions {
  /** The clock, in ms since the epoch. Defaults to Date.now. */
  readonly now?: () => number;
  /** Defaults to memory of this cooldown only; use storedEmailLoginTime to survive a reload. */
  readonly store?: EmailLoginTimeStore;
}

export interface EmailCooldown {
  /** Milliseconds before the next attempt is allowed; 0 when it is allowed now. */
  remainingMs(): number;
  /** Throws EmailCooldownError when an attempt now would be inside the cooldown. */
  check(): void;
  /** check(), then records this attempt as the last one. */
  attempt(): void;
}

export function createEmailCooldown(options: EmailCooldownOptions = {}): EmailCooldown {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore();

  function remainingAt(nowMs: number): number {
    const last = store.lastAttemptAt();
    // A last attempt in the future means the clock was set back: it no longer tells anything.
    if (last === undefined || !Number.isFinite(last) || last > nowMs) return 0;
    return Math.max(0, last + EMAIL_LOGIN_COOLDOWN_MS - nowMs);
  }

  function checkAt(nowMs: number): void {
    const remaining = remainingAt(nowMs);
    if (remaining > 0) throw new EmailCooldownError(Math.ceil(remaining / 1000));
  }

  return {
    remainingMs: () => remainingAt(now()),
    check: () => checkAt(now()),
    attempt() {
      const nowMs = now();
      checkAt(nowMs);
      store.recordAttempt(nowMs);
    },
  };
}

/** Keeps the last attempt under the storage key `emailLoginAt`, so a reload does not reset it. */
export function storedEmailLoginTime(
  storage: Pick<PorticoStorage<PorticoStorageSchema>, 'get' | 'set'>,
): EmailLoginTimeStore {
  return {
    lastAttemptAt: () => storage.get('emailLoginAt'),
    recordAttempt: (atMs) => storage.set('emailLoginAt', atMs),
  };
}

function memoryStore(): EmailLoginTimeStore {
  let last: number | undefined;
  return {
    lastAttemptAt: () => last,
    recordAttempt: (atMs) => {
      last = atMs;
    },
  };
}
