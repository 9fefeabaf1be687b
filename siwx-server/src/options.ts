/**
 * createSiwxServer's options, checked once: the allow-list of domains and URI origins, the
 * chains, the lifetimes, the clock and the store. A bad option throws SiwxConfigError naming it.
 */
import { SiwxConfigError } from './errors';
import { SIWX_MESSAGES } from './siwxMessages';
import type { SiwxStore } from './store';

/** A chain sign-ins are accepted on. */
export type SiwxChainOption =
  | {
      /** CAIP-2, 'eip155:<chain id>'. */
      readonly chainId: `eip155:${string}`;
      /**
       * The chain's JSON-RPC node: viem's public client reads it to check contract accounts'
       * signatures (EIP-1271, and EIP-6492 for accounts not deployed yet). An EOA's signature
       * is checked without it.
       */
      readonly rpcUrl: string;
    }
  | {
      /** CAIP-2, 'solana:<genesis hash prefix>' (e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
      readonly chainId: `solana:${string}`;
    };

export interface SiwxServerOptions {
  /**
   * The domains (RFC 3986 authorities: 'app.example.com', '127.0.0.1:5173') a message may name:
   * the sites that may ask this server to sign their visitors in. Required, not empty.
   */
  readonly domains: readonly string[];
  /**
   * The origins ('https://app.example.com') a message's URI may be under: its origin must be
   * one of these. Required, not empty. `allowOrigins([...])` gives both lists from origins.
   */
  readonly uris: readonly string[];
  /** The chains sign-ins are accepted on (with none, every message is refused: chain not configured). */
  readonly chains: readonly SiwxChainOption[];
  /**
   * How long a session lasts, in seconds (default 86,400: a day). A message's own expiration
   * time ends it earlier.
   */
  readonly sessionLifetimeSeconds?: number;
  /** How long an issued nonce may be used, in seconds (default 300: 5 minutes). */
  readonly nonceLifetimeSeconds?: number;
  /**
   * How far in the future a message's issued-at time may be (the signer's clock runs ahead), in
   * seconds (default 60).
   */
  readonly clockSkewSeconds?: number;
  /** Milliseconds since the epoch (default Date.now); tests pass their own clock. */
  readonly now?: () => number;
  /** Where nonces and sessions are kept (default: createMemoryStore(), one process). */
  readonly store?: SiwxStore;
}

export const DEFAULT_SESSION_LIFETIME_SECONDS = 86_400;
export const DEFAULT_NONCE_LIFETIME_SECONDS = 300;
export const DEFAULT_CLOCK_SKEW_SECONDS = 60;

export interface ResolvedSiwxOptions {
  readonly domains: ReadonlySet<string>;
  readonly uriOrigins: ReadonlySet<string>;
  readonly chains: ReadonlyMap<string, SiwxChainOption>;
  readonly sessionLifetimeMs: number;
  readonly nonceLifetimeMs: number;
  readonly clockSkewMs: number;
  readonly now: () => number;
}

/** { domains, uris } for these origins: 'https://app.example.com' allows the domain 'app.example.com' and URIs under that origin. */
export function allowOrigins(origins: readonly string[]): {
  domains: string[];
  uris: string[];
} {
  const parsed = origins.map((origin) => {
    const url = parseOrigin(origin);
    if (!url) throw new SiwxConfigError(SIWX_MESSAGES.configUri(origin));
    return url;
  });
  return {
    domains: [...new Set(parsed.map((url) => url.host))],
    uris: [...new Set(parsed.map((url) => url.origin))],
  };
}

function parseOrigin(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.origin === 'null' || url.host === '' ? undefined : url;
  } catch {
    return undefined;
  }
}

/** An RFC 3986 authority as EIP-4361 and SIWS carry it: host (name, IPv4 or [IPv6]) and optional port. */
const AUTHORITY =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;
const EIP155_CHAIN = /^eip155:[1-9][0-9]{0,17}$/;
const SOLANA_CHAIN = /^solana:[-_a-zA-Z0-9]{1,32}$/;

/** The message's domain compared as the allow-list keeps it (host names are case-insensitive). */
export const normalizeDomain = (domain: string) => domain.toLowerCase();

export function resolveSiwxOptions(options: SiwxServerOptions): ResolvedSiwxOptions {
  const { domains, uris, chains } = options;
  if (
    !Array.isArray(domains) ||
    !Array.isArray(uris) ||
    domains.length === 0 ||
    uris.length === 0
  ) {
    throw new SiwxConfigError(SIWX_MESSAGES.configAllowList);
  }
  for (const domain of domains) {
    if (typeof domain !== 'string' || !AUTHORITY.test(domain)) {
      throw new SiwxConfigError(SIWX_MESSAGES.configDomain(String(domain)));
    }
  }
  const uriOrigins = uris.map((uri) => {
    const url = typeof uri === 'string' ? parseOrigin(uri) : undefined;
    if (!url) throw new SiwxConfigError(SIWX_MESSAGES.configUri(String(uri)));
    return url.origin;
  });
  if (!Array.isArray(chains)) throw new SiwxConfigError(SIWX_MESSAGES.configChains);
  const byId = new Map<string, SiwxChainOption>();
  for (const chain of chains) {
    const id = String((chain as { chainId?: unknown } | null)?.chainId);
    if (!EIP155_CHAIN.test(id) && !SOLANA_CHAIN.test(id)) {
      throw new SiwxConfigError(SIWX_MESSAGES.configChainId(id));
    }
    if (byId.has(id)) throw new SiwxConfigError(SIWX_MESSAGES.configChainRepeated(id));
    if (id.startsWith('eip155:') && !isHttpUrl((chain as { rpcUrl?: unknown }).rpcUrl)) {
      throw new SiwxConfigError(SIWX_MESSAGES.configRpcUrl(id));
    }
    byId.set(id, chain);
  }
  return {
    domains: new Set(domains.map(normalizeDomain)),
    uriOrigins: new Set(uriOrigins),
    chains: byId,
    sessionLifetimeMs:
      seconds('sessionLifetimeSeconds', options.sessionLifetimeSeconds) ??
      DEFAULT_SESSION_LIFETIME_SECONDS * 1000,
    nonceLifetimeMs:
      seconds('nonceLifetimeSeconds', options.nonceLifetimeSeconds) ??
      DEFAULT_NONCE_LIFETIME_SECONDS * 1000,
    clockSkewMs:
      seconds('clockSkewSeconds', options.clockSkewSeconds, 0) ?? DEFAULT_CLOCK_SKEW_SECONDS * 1000,
    now: options.now ?? Date.now,
  };
}

function seconds(name: string, value: number | undefined, min = 1): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new SiwxConfigError(SIWX_MESSAGES.configDuration(name, String(value)));
  }
  return value * 1000;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
