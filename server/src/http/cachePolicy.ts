/**
 * Who may keep an answer: every JSON answer is `Cache-Control: no-store` (balances, history,
 * names by address, sessions, quotes, errors: anything that depends on an address, a key or
 * the asker), except the few that are the same for every client and every request
 * (SHARED_JSON_PATHS), which are left to the client's own cache as before. An answer that
 * sets its own Cache-Control (the images) keeps it.
 */
import type { MiddlewareHandler } from 'hono';

/** JSON answers that depend on nothing but the configuration and the catalogue. */
export const SHARED_JSON_PATHS: ReadonlySet<string> = new Set([
  '/getWallets',
  '/getAnalyticsConfig',
  '/v1/supported-chains',
  '/v1/onramp/options',
  '/v1/convert/tokens',
]);

const isJson = (contentType: string | null) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

export function privateJsonAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (SHARED_JSON_PATHS.has(c.req.path)) return;
    if (!isJson(c.res.headers.get('content-type'))) return;
    if (c.res.headers.has('cache-control')) return;
    c.res.headers.set('cache-control', 'no-store');
  };
}
