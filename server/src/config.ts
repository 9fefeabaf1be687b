/**
 * The server's configuration: one JSON file (`--config`, or PORTICO_SERVER_CONFIG) and a few
 * environment variables over the defaults. Everything listens on 127.0.0.1 unless told
 * otherwise, and the defaults need no set-up: an embedded PGlite database, the bundled
 * wallet catalogue, no chains.
 */
import { readFileSync } from 'node:fs';
import { assertValidConfig } from './configChecks';
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

/**
 * A Uniswap v2 exchange on a configured eip155 chain: the swap routes answer from it there
 * (quotes from the router's getAmountsOut, swaps through the router), and the chain counts as
 * a swap network for the server even when the spec's list does not name it (a local chain).
 */
export interface UniswapV2Config {
  /** CAIP-2 id of one of `chains`. */
  readonly caipNetworkId: string;
  /** UniswapV2Router02: quotes, swaps, and the spender of approvals. */
  readonly router: `0x${string}`;
  readonly factory: `0x${string}`;
  /** The WETH the router wraps the native currency into. */
  readonly weth: `0x${string}`;
  /** The ERC-20s offered for swaps: each one of the chain's `tokens` (names, decimals). */
  readonly tokens: readonly `0x${string}`[];
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
  /** Uniswap v2 exchanges the swap routes answer from, at most one per chain (default none). */
  readonly uniswapV2: readonly UniswapV2Config[];
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
  readonly analytics: {
    readonly enabled: boolean;
    /**
     * The most events kept: past it, the oldest are deleted as new ones arrive (0: no cap).
     * PORTICO_ANALYTICS_MAX_EVENTS.
     */
    readonly maxEvents: number;
    /** The largest event stored, in bytes of its JSON; a larger one gets 413. */
    readonly maxEventBytes: number;
  };
  /**
   * Requests per client address and per project id, counted in fixed windows in memory
   * (per server instance). Over a limit: 429 with Retry-After. 0 turns that limit off.
   */
  readonly rateLimit: {
    /** PORTICO_RATE_LIMIT_WINDOW_SECONDS. */
    readonly windowSeconds: number;
    /** Requests per window from one client address. PORTICO_RATE_LIMIT_PER_IP. */
    readonly perIp: number;
    /** Requests per window naming one project id. PORTICO_RATE_LIMIT_PER_PROJECT. */
    readonly perProject: number;
    /** Addresses and project ids tracked at once; past it the oldest windows are dropped. */
    readonly maxKeys: number;
  };
  /** The chain RPC route (POST /v1). */
  readonly rpcProxy: {
    /** The most blocks one eth_getLogs may span (fromBlock to toBlock); more gets 400. */
    readonly maxLogsBlockRange: number;
    /** The largest node answer relayed, in bytes; a larger one gets 502. */
    readonly maxResponseBytes: number;
  };
  readonly indexer: { readonly enabled: boolean; readonly pollIntervalMs: number };
  /**
   * Behind a reverse proxy: build the server's own absolute URLs (token icons, the on-ramp
   * page) from X-Forwarded-Proto, -Host and -Prefix. Only when the proxy sets them itself.
   */
  readonly trustForwardedHeaders: boolean;
  /**
   * The server's public base URL, as its clients reach it ('https://api.example.com').
   * Its origin names the server in the messages accounts sign (names, smart sessions), so a
   * signature made for another server is refused here. Unset: http://<host>:<port>.
   */
  readonly publicUrl?: string;
  /**
   * Sign in with the wallet (POST /v1/siwx/nonce, /v1/siwx/sessions; @portico/siwx-server) on
   * the configured eip155 and solana chains.
   */
  readonly siwx: {
    /**
     * Origins ('https://app.example.com') whose pages may sign in here: a message's domain must
     * be one's host and its URI under one. Unset: the CORS origins (when a list), every
     * project's allowedOrigins, and this server's own origin (publicUrl's, else
     * http://<host>:<port>): a page served beside the server, as the demo's, may sign in.
     */
    readonly allowedOrigins?: readonly string[];
    /** How long a session lasts, in seconds (default 86,400); a message's expiry ends it earlier. */
    readonly sessionLifetimeSeconds: number;
  };
  /**
   * Host names (no port) the server accepts as its own in a request's Host or trusted
   * X-Forwarded-Host when it writes its own URLs without `publicUrl`; the listen address and
   * 127.0.0.1, localhost and [::1] always are. Any other host is never written back.
   */
  readonly allowedHosts: readonly string[];
}

export const DEFAULT_SERVER_CONFIG: ServerConfig = Object.freeze<ServerConfig>({
  host: '127.0.0.1',
  port: 8787,
  database: { driver: 'pglite' },
  chains: [],
  solanaChains: [],
  uniswapV2: [],
  names: { zone: 'portico.id', maxMessageAgeSeconds: 600 },
  catalog: {},
  cors: { origins: '*' },
  projects: {},
  analytics: { enabled: true, maxEvents: 100_000, maxEventBytes: 8 * 1024 },
  rateLimit: { windowSeconds: 60, perIp: 3_000, perProject: 30_000, maxKeys: 50_000 },
  rpcProxy: { maxLogsBlockRange: 10_000, maxResponseBytes: 4 * 1024 * 1024 },
  indexer: { enabled: true, pollIntervalMs: 1000 },
  trustForwardedHeaders: false,
  allowedHosts: [],
  siwx: { sessionLifetimeSeconds: 86_400 },
});

/** The environment variables read, over the file. */
export interface ServerEnvironment {
  readonly PORTICO_SERVER_CONFIG?: string;
  readonly PORTICO_SERVER_HOST?: string;
  readonly PORTICO_SERVER_PORT?: string;
  /** `postgres://...` selects PostgreSQL; 'pglite' or 'pglite:<dir>' the embedded one. */
  readonly PORTICO_DATABASE_URL?: string;
  /** The server's public base URL (publicUrl). */
  readonly PORTICO_PUBLIC_URL?: string;
  readonly PORTICO_RATE_LIMIT_WINDOW_SECONDS?: string;
  readonly PORTICO_RATE_LIMIT_PER_IP?: string;
  readonly PORTICO_RATE_LIMIT_PER_PROJECT?: string;
  readonly PORTICO_ANALYTICS_MAX_EVENTS?: string;
}

export type ServerConfigInput = Partial<
  Omit<
    ServerConfig,
    'names' | 'indexer' | 'analytics' | 'cors' | 'catalog' | 'rateLimit' | 'rpcProxy' | 'siwx'
  >
> & {
  readonly names?: Partial<ServerConfig['names']>;
  readonly indexer?: Partial<ServerConfig['indexer']>;
  readonly analytics?: Partial<ServerConfig['analytics']>;
  readonly cors?: Partial<ServerConfig['cors']>;
  readonly catalog?: Partial<ServerConfig['catalog']>;
  readonly rateLimit?: Partial<ServerConfig['rateLimit']>;
  readonly rpcProxy?: Partial<ServerConfig['rpcProxy']>;
  readonly siwx?: Partial<ServerConfig['siwx']>;
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
    rateLimit: { ...base.rateLimit, ...input.rateLimit },
    rpcProxy: { ...base.rpcProxy, ...input.rpcProxy },
    siwx: { ...base.siwx, ...input.siwx },
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
    ...(env.PORTICO_PUBLIC_URL && { publicUrl: env.PORTICO_PUBLIC_URL }),
    rateLimit: { ...fromFile.rateLimit, ...rateLimitFromEnv(env) },
    analytics: { ...fromFile.analytics, ...analyticsFromEnv(env) },
  });
}

function rateLimitFromEnv(env: ServerEnvironment): Partial<ServerConfig['rateLimit']> {
  const windowSeconds = countFromEnv(env, 'PORTICO_RATE_LIMIT_WINDOW_SECONDS');
  const perIp = countFromEnv(env, 'PORTICO_RATE_LIMIT_PER_IP');
  const perProject = countFromEnv(env, 'PORTICO_RATE_LIMIT_PER_PROJECT');
  return {
    ...(windowSeconds !== undefined && { windowSeconds }),
    ...(perIp !== undefined && { perIp }),
    ...(perProject !== undefined && { perProject }),
  };
}

function analyticsFromEnv(env: ServerEnvironment): Partial<ServerConfig['analytics']> {
  const maxEvents = countFromEnv(env, 'PORTICO_ANALYTICS_MAX_EVENTS');
  return maxEvents === undefined ? {} : { maxEvents };
}

/** A whole number from 0 up in an environment variable; unset or empty: undefined. */
function countFromEnv(env: ServerEnvironment, name: keyof ServerEnvironment): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]{1,15}$/.test(text)) throw new ConfigError(SERVER_MESSAGES.configCount(name, text));
  return Number(text);
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
