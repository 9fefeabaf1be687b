/**
 * What every route group receives: the configuration, the repository and the parts that
 * read chains, search the catalogue and quote prices. Route groups are plain factories,
 * `xxxRoutes(context): Hono`, composed by app.ts; nothing is module-level state, so two
 * servers in one process share nothing.
 */
import type { SiwxStore } from '@portico/siwx-server';
import type { ChainConfig, ServerConfig, SolanaChainConfig } from './config';
import type { Providers } from './providers/providers';
import type { CatalogWalletRecord, Repository } from './storage/repository';

/** GET /getWallets' query, parsed and checked. */
export interface CatalogQuery {
  /** 1-based. */
  readonly page: number;
  /** Page size; at most CATALOG_MAX_ENTRIES. */
  readonly entries: number;
  readonly search?: string;
  /** Only these ids (in catalogue order). */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** CAIP-2 ids: wallets supporting any of them. */
  readonly chains?: readonly string[];
  readonly badge?: 'none' | 'certified';
}

/** The catalogue, held in memory for fast search and reloaded after an import. */
export interface CatalogStore {
  search(query: CatalogQuery): { readonly data: CatalogWalletRecord[]; readonly count: number };
  get(id: string): CatalogWalletRecord | undefined;
  size(): number;
  /** Reads the catalogue from the repository again. */
  reload(): Promise<void>;
}

/** A configured chain's node, read over JSON-RPC. */
export interface ChainReader {
  readonly config: ChainConfig;
  getNativeBalance(address: `0x${string}`): Promise<bigint>;
  getTokenBalance(token: `0x${string}`, address: `0x${string}`): Promise<bigint>;
  getGasPrice(): Promise<bigint>;
  getBlockNumber(): Promise<bigint>;
  /**
   * Forwards one JSON-RPC request body to the node (the chain RPC route); an answer over
   * `maxResponseBytes` (default: config.rpcProxy's) is a 502.
   */
  forward(body: unknown, maxResponseBytes?: number): Promise<unknown>;
}

/** Configured chains by CAIP-2 id. */
export interface Registry<Reader> {
  list(): readonly Reader[];
  /** By CAIP-2 id ('eip155:31337'); undefined for a chain the server does not serve. */
  get(caipNetworkId: string): Reader | undefined;
}

export type ChainRegistry = Registry<ChainReader>;

/** A configured Solana chain's node, read over JSON-RPC (balances only). */
export interface SolanaChainReader {
  readonly config: SolanaChainConfig;
  readonly nativeCurrency: NonNullable<SolanaChainConfig['nativeCurrency']>;
  getLamports(owner: string): Promise<bigint>;
  /** The owner's amount of `mint` in base units, over all of its token accounts. */
  getTokenAmount(mint: string, owner: string): Promise<bigint>;
}

export type SolanaChainRegistry = Registry<SolanaChainReader>;

/** Dollar prices. The default reads the prices written in the configuration. */
export interface PriceProvider {
  /**
   * Price per whole token in USD; `null` asks for the native currency. No entry: unknown.
   * Tokens by their address on the chain: an ERC-20 contract ('0x…') on eip155, a mint
   * (base58) on solana.
   */
  getPricesUsd(
    caipNetworkId: string,
    tokens: readonly (string | null)[],
  ): Promise<ReadonlyMap<string | null, number>>;
}

export interface ServerContext {
  readonly config: ServerConfig;
  readonly repository: Repository;
  readonly catalog: CatalogStore;
  readonly chains: ChainRegistry;
  /** The Solana chains (config.solanaChains): the balance route reads them. */
  readonly solanaChains: SolanaChainRegistry;
  /** On-ramp, swap and price providers: spec fallbacks unless the operator plugs in others. */
  readonly providers: Providers;
  /** Milliseconds since the epoch; tests pass their own. */
  readonly now: () => number;
  /**
   * Where sign-in nonces and sessions are kept (/v1/siwx/*); default: this instance's memory.
   * Several instances behind one address need a shared one.
   */
  readonly siwxStore?: SiwxStore;
}
