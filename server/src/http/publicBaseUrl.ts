/**
 * The server's own base URL as its clients reach it, for the absolute URLs it writes into
 * answers (token icons, the on-ramp fallback page). In order:
 *
 * 1. `publicUrl` (PORTICO_PUBLIC_URL) when it is set: always that, whatever the request says.
 * 2. Behind a reverse proxy that mounts it elsewhere (the demo serves it at <page>/api), with
 *    `trustForwardedHeaders`: X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-Prefix, as
 *    the proxy sets them. A malformed header is ignored, never echoed, and the forwarded host
 *    must be an allowed one (below).
 * 3. The request's own Host, when it is an allowed host: the names in `allowedHosts`, the
 *    configured listen address, and the loopback names 127.0.0.1, localhost and [::1], with
 *    any port. Any other Host (a client chooses it: `Host: evil.example`) is never written
 *    back; the listen address (http://<host>:<port> of the socket) is used instead.
 */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config';

export type PublicUrlConfig = Pick<
  ServerConfig,
  'publicUrl' | 'allowedHosts' | 'trustForwardedHeaders' | 'host' | 'port'
>;

/** Host names a request may always name: this machine. */
export const LOOPBACK_HOSTS: readonly string[] = Object.freeze(['127.0.0.1', 'localhost', '[::1]']);
/** Listen addresses that are every interface: no client reaches the server by them. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

const FORWARDED_PROTOCOLS = new Set(['http', 'https']);
/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const FORWARDED_HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** A path prefix: segments of letters, digits, '-', '_' and '.'. */
const FORWARDED_PREFIX = /^(?:\/[A-Za-z0-9._-]+)+\/?$/;

/** The first value of a possibly comma-separated header (a chain of proxies: the client's). */
const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** '::1' -> '[::1]'; names lower case, as URL.hostname writes them. */
function urlHostName(host: string): string {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** The host names this server accepts as its own. */
export function allowedHostNames(config: PublicUrlConfig): ReadonlySet<string> {
  const names = new Set([...LOOPBACK_HOSTS, ...config.allowedHosts.map(urlHostName)]);
  if (!WILDCARD_HOSTS.has(config.host)) names.add(urlHostName(config.host));
  return names;
}

/** 'https://api.example/data/' -> 'https://api.example/data' (no query, fragment or '/'). */
function withoutTrailingSlash(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** http://<listen address>:<port>, from the socket when served on Node, else the config. */
function listenBaseUrl(c: Context, config: PublicUrlConfig): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  const host =
    WILDCARD_HOSTS.has(config.host) && socket?.localAddress ? socket.localAddress : config.host;
  const port = socket?.localPort ?? config.port;
  return `http://${urlHostName(host)}:${port}`;
}

function hostNameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

export function publicBaseUrl(c: Context, config: PublicUrlConfig): string {
  if (config.publicUrl !== undefined) return withoutTrailingSlash(config.publicUrl);
  const allowed = allowedHostNames(config);
  const requestUrl = new URL(c.req.url);
  const direct = allowed.has(requestUrl.hostname) ? requestUrl.origin : listenBaseUrl(c, config);
  if (!config.trustForwardedHeaders) return direct;
  const host = firstValue(c.req.header('x-forwarded-host'));
  const protocol = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const prefix = firstValue(c.req.header('x-forwarded-prefix'));
  const forwardedName = host && FORWARDED_HOST.test(host) ? hostNameOf(host) : undefined;
  const base =
    host && forwardedName !== undefined && allowed.has(forwardedName)
      ? `${protocol && FORWARDED_PROTOCOLS.has(protocol) ? protocol : 'http'}://${host}`
      : direct;
  return prefix && FORWARDED_PREFIX.test(prefix) ? `${base}${prefix.replace(/\/$/, '')}` : base;
}
