/**
 * The server's own base URL as its clients reach it, for the absolute URLs it writes into
 * answers (token icons, the on-ramp fallback page). Directly: the request's origin. Behind a
 * reverse proxy that mounts it elsewhere (the demo serves it at <page>/api), with
 * `trustForwardedHeaders`: X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-Prefix, as the
 * proxy sets them. The headers are checked: a malformed one is ignored, never echoed.
 */
import type { Context } from 'hono';

const FORWARDED_PROTOCOLS = new Set(['http', 'https']);
/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const FORWARDED_HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** A path prefix: segments of letters, digits, '-', '_' and '.'. */
const FORWARDED_PREFIX = /^(?:\/[A-Za-z0-9._-]+)+\/?$/;

/** The first value of a possibly comma-separated header (a chain of proxies: the client's). */
const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

export function publicBaseUrl(c: Context, trustForwardedHeaders: boolean): string {
  const origin = new URL(c.req.url).origin;
  if (!trustForwardedHeaders) return origin;
  const host = firstValue(c.req.header('x-forwarded-host'));
  const protocol = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const prefix = firstValue(c.req.header('x-forwarded-prefix'));
  const base =
    host && FORWARDED_HOST.test(host)
      ? `${protocol && FORWARDED_PROTOCOLS.has(protocol) ? protocol : 'http'}://${host}`
      : origin;
  return prefix && FORWARDED_PREFIX.test(prefix) ? `${base}${prefix.replace(/\/$/, '')}` : base;
}
