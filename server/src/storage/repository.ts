/**
 * What the server keeps, behind one interface (sqlRepository.ts implements it once over
 * SqlDriver, for PGlite and PostgreSQL alike). Route code depends on this, never on SQL.
 */

/** A wallet of the catalogue, as GET /getWallets serves it (spec 3, "Wallet entry"). */
export interface CatalogWalletRecord {
  readonly id: string;
  readonly name: string;
  readonly image_id: string;
  readonly rdns: string | null;
  /** CAIP-2 ids. */
  readonly chains: readonly string[];
  readonly homepage: string | null;
  readonly mobile_link: string | null;
  readonly desktop_link: string | null;
  readonly webapp_link: string | null;
  readonly app_store: string | null;
  readonly play_store: string | null;
  readonly chrome_store: string | null;
  readonly badge_type: 'none' | 'certified';
  /** Catalogue order: lower first ("recommended and featured ordering"). */
  readonly order: number;
  /** How the wallet announces itself when injected, per namespace. */
  readonly injected: readonly { readonly namespace: string; readonly injected_id: string }[];
}

/** One registered name (the names registry). */
export interface NameRecord {
  /** The whole name with its zone, lower case: 'alice.portico.id'. */
  readonly name: string;
  /** Registered for this address on this coin type (ENSIP-11: 60 for Ethereum). */
  readonly address: string;
  readonly coinType: number;
  readonly attributes: Readonly<Record<string, string>>;
  /** Unix seconds. */
  readonly registeredAt: number;
  readonly updatedAt: number;
}

/** What registerName did: registered, or why not. */
export type NameRegistration = 'registered' | 'taken' | 'limit';

/**
 * One value moved in one transaction: a native transfer (logIndex -1) or an ERC-20 Transfer
 * log. Where it sits in the chain orders history: block, transaction index, log index.
 */
export interface TransferRecord {
  readonly chainId: string;
  readonly blockNumber: number;
  readonly transactionIndex: number;
  readonly logIndex: number;
  readonly transactionHash: string;
  /** Unix seconds of the block. */
  readonly minedAt: number;
  /** Lower-case 0x addresses. */
  readonly from: string;
  readonly to: string | null;
  /** null for the native currency. */
  readonly tokenAddress: string | null;
  /** Base units, decimal text. */
  readonly value: string;
  readonly status: 'confirmed' | 'failed';
}

/** Where a history page ends; the next page starts after it (opaque to clients). */
export interface HistoryPosition {
  readonly blockNumber: number;
  readonly transactionIndex: number;
  readonly logIndex: number;
}

export interface HistoryQuery {
  readonly address: string;
  readonly chainId?: string;
  /** Newest first; only entries strictly older than `before`. */
  readonly before?: HistoryPosition;
  readonly limit: number;
}

/** A smart-session permission grant (GET /v1/sessions/{id}). */
export interface SessionRecord {
  /** Permission context id. */
  readonly pci: string;
  /** CAIP-10 address of the account that granted it. */
  readonly caipAddress: string;
  readonly project: {
    readonly id?: string;
    readonly name?: string;
    readonly url?: string;
    readonly iconUrl?: string;
  };
  /** Unix seconds. */
  readonly expiry: number;
  readonly createdAt: number;
  readonly revokedAt: number | null;
}

export interface AnalyticsEventRecord {
  readonly projectId: string | null;
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: unknown;
}

export interface Repository {
  // --- wallet catalogue
  /** Replaces the whole catalogue in one transaction (an import). */
  replaceCatalog(wallets: readonly CatalogWalletRecord[]): Promise<void>;
  /** The whole catalogue in catalogue order (the server searches it in memory). */
  listCatalog(): Promise<CatalogWalletRecord[]>;
  countCatalog(): Promise<number>;

  // --- names registry
  findName(name: string): Promise<NameRecord | undefined>;
  /** Names registered for `address` (any case), oldest first; at most `limit` when given. */
  findNamesByAddress(address: string, limit?: number): Promise<NameRecord[]>;
  /** Inserts the name; false when it is taken (nothing is written then). */
  insertName(record: NameRecord): Promise<boolean>;
  /**
   * Inserts the name unless it is taken or its address holds `maxNamesPerAddress` names
   * already; registrations of one address take turns, so the cap holds under concurrency.
   */
  registerName(record: NameRecord, maxNamesPerAddress: number): Promise<NameRegistration>;
  /** Replaces the attributes of `name` when `address` (any case) owns it; false otherwise. */
  updateNameAttributes(
    name: string,
    address: string,
    attributes: Readonly<Record<string, string>>,
    updatedAt: number,
  ): Promise<boolean>;
  /** Deletes `name` when `address` (any case) owns it; false otherwise. */
  releaseName(name: string, address: string): Promise<boolean>;

  // --- signed requests
  /**
   * Records that a signed request was used (`key`: the hash that was signed) until
   * `expiresAt` (unix seconds); false when it was recorded already. Drops the records that
   * expired by `nowSeconds`.
   */
  claimSignedRequest(key: string, expiresAt: number, nowSeconds: number): Promise<boolean>;

  // --- history indexer
  /** The last block indexed on the chain, or undefined before the first run. */
  getIndexedBlock(chainId: string): Promise<number | undefined>;
  /**
   * Saves the transfers of blocks up to `toBlock` and moves the chain's cursor to it, in one
   * transaction; saving the same transfer twice keeps one.
   */
  saveIndexedBlocks(
    chainId: string,
    toBlock: number,
    transfers: readonly TransferRecord[],
  ): Promise<void>;
  /** Transfers from or to the address, newest first. */
  listHistory(query: HistoryQuery): Promise<TransferRecord[]>;

  // --- smart sessions
  saveSession(session: SessionRecord): Promise<void>;
  /** Sessions of the CAIP-10 address (any case), newest first, revoked ones included. */
  listSessions(caipAddress: string): Promise<SessionRecord[]>;
  /** The session with this permission context id, revoked or not. */
  findSession(pci: string): Promise<SessionRecord | undefined>;
  /** Marks the session revoked; false when there is no such live session. */
  revokeSession(pci: string, revokedAt: number): Promise<boolean>;

  // --- analytics
  /**
   * Stores the event. With `maxEvents` above 0 it then deletes the oldest events, so that at
   * most `maxEvents` remain (the analytics row cap).
   */
  recordAnalyticsEvent(event: AnalyticsEventRecord, maxEvents?: number): Promise<void>;
  countAnalyticsEvents(): Promise<number>;
  /** The newest events first, at most `limit`. */
  listAnalyticsEvents(limit: number): Promise<AnalyticsEventRecord[]>;

  close(): Promise<void>;
}
