/**
 * Checks of a resolved server configuration, with a ConfigError naming the setting: the port,
 * the public URL, the quota counts, the allowed hosts, and the chains (ids, repeats, SPL mints).
 */
import { isSolanaAddress } from '@portico/core';
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
