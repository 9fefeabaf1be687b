/**
 * Checks of a resolved server configuration, with a ConfigError naming the setting: the port,
 * the public URL, the quota counts, the allowed hosts, the chains (ids, repeats, SPL mints) and
 * the Uniswap v2 exchanges (a configured chain each, addresses, the chain's own tokens).
 */
import { isSolanaAddress } from '@portico/core';
import { isAddress } from 'viem';
import type { ServerConfig } from './config';
import { ConfigError } from './errors';
import { SERVER_MESSAGES } from './messages';

/** An allowedHosts entry: a host name, an IPv4 address or a bracketed IPv6 one; no port. */
const ALLOWED_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])$/;

export function assertValidConfig(config: ServerConfig): void {
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535) {
    throw new ConfigError(SERVER_MESSAGES.configPort(String(config.port)));
  }
  if (config.publicUrl !== undefined && !isWebUrl(config.publicUrl)) {
    throw new ConfigError(SERVER_MESSAGES.configPublicUrl(String(config.publicUrl)));
  }
  assertCounts(config);
  if (!Array.isArray(config.allowedHosts)) {
    throw new ConfigError(SERVER_MESSAGES.configAllowedHost(String(config.allowedHosts)));
  }
  for (const host of config.allowedHosts) {
    if (typeof host !== 'string' || !ALLOWED_HOST.test(host)) {
      throw new ConfigError(SERVER_MESSAGES.configAllowedHost(String(host)));
    }
  }
  const ids = new Set<string>();
  for (const chain of config.chains) {
    if (!/^eip155:[1-9][0-9]*$/.test(chain.caipNetworkId)) {
      throw new ConfigError(SERVER_MESSAGES.configChainId(chain.caipNetworkId));
    }
    if (ids.has(chain.caipNetworkId)) {
      throw new ConfigError(SERVER_MESSAGES.configChainRepeated(chain.caipNetworkId));
    }
    ids.add(chain.caipNetworkId);
  }
  assertUniswapV2(config);
  assertSiwxOrigins(config.siwx.allowedOrigins);
  for (const chain of config.solanaChains) {
    if (!/^solana:[-_a-zA-Z0-9]{1,32}$/.test(chain.caipNetworkId)) {
      throw new ConfigError(SERVER_MESSAGES.configSolanaChainId(chain.caipNetworkId));
    }
    if (ids.has(chain.caipNetworkId)) {
      throw new ConfigError(SERVER_MESSAGES.configChainRepeated(chain.caipNetworkId));
    }
    ids.add(chain.caipNetworkId);
    for (const token of chain.tokens) {
      if (!isSolanaAddress(token.mint)) {
        throw new ConfigError(SERVER_MESSAGES.configSplMint(chain.caipNetworkId, token.mint));
      }
    }
  }
}

/** Each exchange on a configured eip155 chain, once; 0x addresses; tokens the chain's own. */
function assertUniswapV2(config: ServerConfig): void {
  if (!Array.isArray(config.uniswapV2)) {
    throw new ConfigError(SERVER_MESSAGES.configUniswapV2Chain(String(config.uniswapV2)));
  }
  const seen = new Set<string>();
  for (const exchange of config.uniswapV2) {
    const id = String((exchange as { caipNetworkId?: unknown } | null)?.caipNetworkId);
    const chain = config.chains.find((candidate) => candidate.caipNetworkId === id);
    if (!chain) throw new ConfigError(SERVER_MESSAGES.configUniswapV2Chain(id));
    if (seen.has(id)) throw new ConfigError(SERVER_MESSAGES.configUniswapV2Repeated(id));
    seen.add(id);
    for (const field of ['router', 'factory', 'weth'] as const) {
      const value: unknown = exchange[field];
      if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
        throw new ConfigError(SERVER_MESSAGES.configUniswapV2Address(id, field, String(value)));
      }
    }
    if (!Array.isArray(exchange.tokens)) {
      throw new ConfigError(SERVER_MESSAGES.configUniswapV2Token(id, String(exchange.tokens)));
    }
    const known = new Set(chain.tokens.map((token) => token.address.toLowerCase()));
    for (const token of exchange.tokens as unknown[]) {
      if (typeof token !== 'string' || !known.has(token.toLowerCase())) {
        throw new ConfigError(SERVER_MESSAGES.configUniswapV2Token(id, String(token)));
      }
    }
  }
}

/** siwx.allowedOrigins: http(s) origins, no path ('https://app.example.com'). */
function assertSiwxOrigins(origins: unknown): void {
  if (origins === undefined) return;
  if (!Array.isArray(origins))
    throw new ConfigError(SERVER_MESSAGES.configSiwxOrigin(String(origins)));
  for (const origin of origins as unknown[]) {
    const url = isWebUrl(origin) ? new URL(origin as string) : undefined;
    if (!url || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      throw new ConfigError(SERVER_MESSAGES.configSiwxOrigin(String(origin)));
    }
  }
}

/** The quota settings: whole numbers; a window and the byte caps at least 1. */
function assertCounts(config: ServerConfig): void {
  const counts: [string, number, number][] = [
    ['analytics.maxEvents', config.analytics.maxEvents, 0],
    ['analytics.maxEventBytes', config.analytics.maxEventBytes, 1],
    ['rateLimit.windowSeconds', config.rateLimit.windowSeconds, 1],
    ['rateLimit.perIp', config.rateLimit.perIp, 0],
    ['rateLimit.perProject', config.rateLimit.perProject, 0],
    ['rateLimit.maxKeys', config.rateLimit.maxKeys, 1],
    ['rpcProxy.maxLogsBlockRange', config.rpcProxy.maxLogsBlockRange, 1],
    ['rpcProxy.maxResponseBytes', config.rpcProxy.maxResponseBytes, 1],
    ['siwx.sessionLifetimeSeconds', config.siwx.sessionLifetimeSeconds, 1],
  ];
  for (const [name, value, min] of counts) {
    if (!Number.isSafeInteger(value) || value < min) {
      throw new ConfigError(SERVER_MESSAGES.configCount(name, String(value), min));
    }
  }
}

/** An absolute http(s) URL. */
function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
