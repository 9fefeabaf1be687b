/**
 * The server's configuration: one JSON file (`--config`, or PORTICO_SERVER_CONFIG) and a few
 * environment variables over the defaults. Everything listens on 127.0.0.1 unless told
 * otherwise, and the defaults need no set-up: an embedded PGlite database, the bundled
 * wallet catalogue, no chains.
 */
import { readFileSync } from 'node:fs';
import { isSolanaAddress } from '@portico/core';
import { ConfigError } from './errors';
import { SERVER_MESSAGES } from './messages';

export type DatabaseConfig =
  /**
   * PostgreSQL in WebAssembly; in memory when `dataDir` is not set. `template`: a file made by
   * ensurePgliteTemplate() that a new database starts from, migrated, without initdb.
   */
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly template?: string }
  /** A PostgreSQL server: `postgres://user:password@127.0.0.1:5432/portico`. */
  | { readonly driver: 'postgres'; readonly url: string };

/** An ERC-20 token whose balance the balance route reports. */
export interface TokenConfig {
  readonly address: `0x${string}`;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** Dollar price used by the default price provider; absent means "no price". */
  readonly priceUsd?: number;
  readonly iconUrl?: string;
}

/** A chain the server reads balances, history and gas prices from. */
export interface ChainConfig {
  /** CAIP-2, e.g. 'eip155:31337'. Only eip155 chains are read from an RPC node. */
  readonly caipNetworkId: string;
  readonly name: string;
  readonly rpcUrl: string;
  readonly nativeCurrency: {
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
    readonly priceUsd?: number;
  };
  readonly tokens: readonly TokenConfig[];
  /** First block the history indexer reads (default 0). */
  readonly startBlock?: number;
}

/** An SPL token whose balance the balance route reports on a Solana chain. */
export interface SplTokenConfig {
  /** The token's mint address (base58). */
  readonly mint: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** Dollar price used by the default price provider; absent means "no price". */
  readonly priceUsd?: number;
  readonly iconUrl?: string;
}

/**
 * A Solana chain the balance route reads (spec 9: "Balances work on eip155 and solana"):
 * SOL and the configured SPL tokens of an address, from the chain's JSON-RPC node.
 */
export interface SolanaChainConfig {
  /** CAIP-2, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' or 'solana:localnet'. */
  readonly caipNetworkId: string;
  readonly name: string;
  /** The node's HTTP JSON-RPC URL. */
  readonly rpcUrl: string;
  /** Default: Solana, SOL, 9 decimals, no price. */
  readonly nativeCurrency?: {
    readonly name: string;
    readonly symbol: string;
    readonly decimals: number;
    readonly priceUsd?: number;
  };
  readonly tokens: readonly SplTokenConfig[];
}

/** A project allowed to use the server from the listed origins only. */
export interface ProjectConfig {
  /** Origins like 'http://127.0.0.1:5173'; a request from another origin gets 403. */
  readonly allowedOrigins: readonly string[];
}

export interface ServerConfig {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly database: DatabaseConfig;
  readonly chains: readonly ChainConfig[];
  /** Solana chains, for balances only (activity, names and gas prices are eip155's). */
  readonly solanaChains: readonly SolanaChainConfig[];
  readonly names: {
    /** The suffix every registered name carries, e.g. 'portico.id'. */
    readonly zone: string;
    /** How old a signed registration message may be, in seconds. */
    readonly maxMessageAgeSeconds: number;
  };
  readonly catalog: {
    /** A catalogue JSON file loaded when the database has none; default: the bundled one. */
    readonly file?: string;
  };
  readonly cors: {
    /** '*' or a list of origins allowed by CORS. Per-project allowlists apply on top. */
    readonly origins: '*' | readonly string[];
  };
  /** Projects keyed by project id. A request without a known project id uses no allowlist. */
  readonly projects: Readonly<Record<string, ProjectConfig>>;
  readonly analytics: { readonly enabled: boolean };
  readonly indexer: { readonly enabled: boolean; readonly pollIntervalMs: number };
  /**
   * Behind a reverse proxy: build the server's own absolute URLs (token icons, the on-ramp
   * page) from X-Forwarded-Proto, -Host and -Prefix. Only when the proxy sets them itself.
   */
  readonly trustForwardedHeaders: boolean;
}

export const DEFAULT_SERVER_CONFIG: ServerConfig = Object.freeze<ServerConfig>({
  host: '127.0.0.1',
  port: 8787,
  database: { driver: 'pglite' },
  chains: [],
  solanaChains: [],
  names: { zone: 'portico.id', maxMessageAgeSeconds: 600 },
  catalog: {},
  cors: { origins: '*' },
  projects: {},
  analytics: { enabled: true },
  indexer: { enabled: true, pollIntervalMs: 1000 },
  trustForwardedHeaders: false,
});

/** The environment variables read, over the file. */
export interface ServerEnvironment {
  readonly PORTICO_SERVER_CONFIG?: string;
  readonly PORTICO_SERVER_HOST?: string;
  readonly PORTICO_SERVER_PORT?: string;
  /** `postgres://...` selects PostgreSQL; 'pglite' or 'pglite:<dir>' the embedded one. */
  readonly PORTICO_DATABASE_URL?: string;
}

export type ServerConfigInput = Partial<
  Omit<ServerConfig, 'names' | 'indexer' | 'analytics' | 'cors' | 'catalog'>
> & {
  readonly names?: Partial<ServerConfig['names']>;
  readonly indexer?: Partial<ServerConfig['indexer']>;
  readonly analytics?: Partial<ServerConfig['analytics']>;
  readonly cors?: Partial<ServerConfig['cors']>;
  readonly catalog?: Partial<ServerConfig['catalog']>;
};

/** Defaults, then the input, section by section. */
export function resolveServerConfig(input: ServerConfigInput = {}): ServerConfig {
  const base = DEFAULT_SERVER_CONFIG;
  const config: ServerConfig = {
    ...base,
    ...input,
    names: { ...base.names, ...input.names },
    indexer: { ...base.indexer, ...input.indexer },
    analytics: { ...base.analytics, ...input.analytics },
    cors: { ...base.cors, ...input.cors },
    catalog: { ...base.catalog, ...input.catalog },
  };
  assertValidConfig(config);
  return config;
}

/** The file named by `path` or PORTICO_SERVER_CONFIG, then the environment, over the defaults. */
export function loadServerConfig(
  path: string | undefined,
  env: ServerEnvironment = process.env as ServerEnvironment,
): ServerConfig {
  const file = path ?? env.PORTICO_SERVER_CONFIG;
  const fromFile = file ? readConfigFile(file) : {};
  const port = env.PORTICO_SERVER_PORT;
  return resolveServerConfig({
    ...fromFile,
    ...(env.PORTICO_SERVER_HOST && { host: env.PORTICO_SERVER_HOST }),
    ...(port !== undefined && port !== '' && { port: Number(port) }),
    ...(env.PORTICO_DATABASE_URL && { database: databaseFromUrl(env.PORTICO_DATABASE_URL) }),
  });
}

export function databaseFromUrl(url: string): DatabaseConfig {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { driver: 'postgres', url };
  }
  if (url === 'pglite') return { driver: 'pglite' };
  if (url.startsWith('pglite:')) return { driver: 'pglite', dataDir: url.slice('pglite:'.length) };
  throw new ConfigError(SERVER_MESSAGES.configDatabaseUrl(url));
}

function readConfigFile(path: string): ServerConfigInput {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new ConfigError(SERVER_MESSAGES.configUnreadable(path), { cause });
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError(SERVER_MESSAGES.configNotObject(path));
    }
    return parsed as ServerConfigInput;
  } catch (cause) {
    if (cause instanceof ConfigError) throw cause;
    throw new ConfigError(SERVER_MESSAGES.configNotJson(path), { cause });
  }
}

function assertValidConfig(config: ServerConfig): void {
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535) {
    throw new ConfigError(SERVER_MESSAGES.configPort(String(config.port)));
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
