/**
 * The fields of a new sign-in message that the stores share: the page's domain and origin, the
 * app's statement, issued now, expiring after `expiresInSeconds`.
 */
import type { SiwxMessageData, SiwxMessageInput } from '@portico/core';

/** One day (as @portico/siwx-server's default session lifetime), unless the app says otherwise. */
export const DEFAULT_EXPIRES_IN_SECONDS = 24 * 60 * 60;

export interface MessageFieldOptions {
  /** The assertion the visitor signs (one line). */
  readonly statement?: string;
  /** How long a session lasts (default one day, 86400). */
  readonly expiresInSeconds?: number;
  /** The message's domain (default: the page's `location.host`). */
  readonly domain?: string;
  /** The message's URI (default: the page's `location.origin`). */
  readonly uri?: string;
  /** The clock (ms since the epoch); Date.now by default. */
  readonly now?: () => number;
}

export function checkFieldOptions(options: MessageFieldOptions, builder: string): void {
  const seconds = options.expiresInSeconds;
  if (seconds !== undefined && !(Number.isFinite(seconds) && seconds > 0)) {
    throw new TypeError(`${builder}: expiresInSeconds must be a positive number of seconds`);
  }
  if (options.statement !== undefined && /[\r\n]/.test(options.statement)) {
    throw new TypeError(`${builder}: the statement must be one line`);
  }
}

function pageLocation(): { host: string; origin: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; origin?: unknown } }).location;
  return typeof location?.host === 'string' && typeof location.origin === 'string'
    ? { host: location.host, origin: location.origin }
    : undefined;
}

export function messageFields(
  options: MessageFieldOptions,
  input: SiwxMessageInput,
  nonce: string,
): SiwxMessageData {
  const location = pageLocation();
  const domain = options.domain ?? location?.host;
  const uri = options.uri ?? location?.origin;
  if (!domain || !uri) {
    throw new TypeError('Sign-in: no page location; give the store a domain and a uri');
  }
  const now = (options.now ?? Date.now)();
  const seconds = options.expiresInSeconds ?? DEFAULT_EXPIRES_IN_SECONDS;
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain,
    uri,
    version: '1',
    nonce,
    ...(options.statement ? { statement: options.statement } : {}),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + seconds * 1000).toISOString(),
  };
}
