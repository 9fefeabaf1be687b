/**
 * Which transports a configured URL may use (API and server URLs, RPC URLs, the WalletConnect
 * relay): the encrypted one (`https:`, `wss:`) for any host, the plain one (`http:`, `ws:`) only
 * on a loopback host, where nothing leaves the machine: `localhost`, 127.0.0.0/8 and `[::1]`.
 * Hosts are read as the browser reads them (WHATWG URL), so `http://2130706433/` is
 * 127.0.0.1 and `http://127.0.0.1.evil.example/` is not loopback.
 * A build chunk of its own (core's porticoBuild.ownChunks): the page uses it, and must not take
 * linkSchemes.ts (which only lazy code uses) along.
 */

/** The secure scheme of each transport, and its plain counterpart. */
const TRANSPORTS = Object.freeze({
  http: Object.freeze({ secure: 'https:', plain: 'http:' }),
  ws: Object.freeze({ secure: 'wss:', plain: 'ws:' }),
});

export type TransportKind = keyof typeof TRANSPORTS;

const IPV4_LOOPBACK = /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/;

/** True for `localhost`, 127.0.0.0/8 and `[::1]`, as URL#hostname spells them. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || IPV4_LOOPBACK.test(hostname);
}

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string' && !(value instanceof URL)) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * True when `value` is an absolute URL of the transport `kind` that is encrypted, or plain on
 * a loopback host: `https:` (or `http:` on loopback) for 'http', `wss:` (or `ws:` on loopback)
 * for 'ws'. Never throws.
 */
export function isSecureTransportUrl(value: unknown, kind: TransportKind): boolean {
  const url = parse(value);
  if (!url) return false;
  const { secure, plain } = TRANSPORTS[kind];
  if (url.protocol === secure) return url.hostname !== '';
  return url.protocol === plain && isLoopbackHostname(url.hostname);
}

/** True when `value` parses as a URL of the transport's plain scheme on a host that is not loopback. */
export function isPlainRemoteUrl(value: unknown, kind: TransportKind): boolean {
  const url = parse(value);
  return url?.protocol === TRANSPORTS[kind].plain && !isLoopbackHostname(url.hostname);
}
