/**
 * The address a request comes from, as the rate limiter keys it: the TCP peer's address
 * (@hono/node-server puts Node's IncomingMessage in `c.env.incoming`). Behind a reverse
 * proxy, and only with `trustForwardedHeaders`, the last X-Forwarded-For entry: the one the
 * proxy in front of the server appended (entries before it are what the client claimed).
 *
 * IPv6 clients are keyed by their /64 (one host usually holds a whole /64), IPv4-mapped
 * IPv6 addresses as the IPv4 address. A request with no socket (tests calling
 * `app.request()` without an env) is 'unknown'.
 */
import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

export function clientAddress(c: Context, trustForwardedHeaders: boolean): string {
  if (trustForwardedHeaders) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && (isIPv4(forwarded) || isIPv6(forwarded))) return addressKey(forwarded);
  }
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return remote ? addressKey(remote) : UNKNOWN_CLIENT;
}

/** '::ffff:10.0.0.1' -> '10.0.0.1'; '2001:db8:1:2:3:4:5:6' -> '2001:db8:1:2::/64'. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address.split('%')[0] ?? address);
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros, lower case. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail ('::1.2.3.4') is two hextets: it only matters past the /64.
  const missing = Math.max(0, 8 - front.length - back.length);
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((hextet) =>
    hextet.includes('.') ? hextet : String(parseInt(hextet, 16).toString(16)),
  );
}
