/**
 * The one SQL schema, for PGlite and PostgreSQL alike, as an ordered list of migrations.
 * `migrate()` applies the ones not yet recorded in `schema_migrations`, each in its own
 * transaction that first takes a transaction-scoped advisory lock, so two processes migrating
 * the same database at once take turns and the second finds the work done. Applied
 * migrations are never edited: a change to the schema is a new migration at the end.
 */
import type { SqlDriver, SqlExecutor } from './sqlDriver';

export interface Migration {
  /** Sortable and unique: '001_initial'. */
  readonly id: string;
  /**
   * The statements, in order, one per entry: drivers run each with PostgreSQL's extended
   * protocol, which takes one statement at a time.
   */
  readonly sql: readonly string[];
}

/** A fixed lock number only Portico's migrations use ('port' in ASCII). */
export const MIGRATION_ADVISORY_LOCK_KEY = 0x706f7274;

export const MIGRATIONS: readonly Migration[] = Object.freeze([
  {
    id: '001_initial',
    sql: [
      // The wallet catalogue: the record as served, plus the columns it is ordered and
      // searched by. `sort_order` is the record's `order` (a reserved word in SQL); ties
      // keep the order of the imported file (`position`).
      `CREATE TABLE catalog_wallets (
        id TEXT PRIMARY KEY,
        sort_order INTEGER NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        record JSONB NOT NULL
      )`,
      `CREATE INDEX catalog_wallets_by_order ON catalog_wallets (sort_order, position)`,

      // The names registry: one row per name, stored lower case.
      `CREATE TABLE names (
        name TEXT PRIMARY KEY CHECK (name = lower(name)),
        address TEXT NOT NULL,
        coin_type BIGINT NOT NULL, -- ENSIP-11 EVM coin types reach 0xffffffff
        attributes JSONB NOT NULL,
        registered_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      `CREATE INDEX names_by_address ON names (lower(address), registered_at, name)`,

      // Indexed value transfers: native (log_index -1) and ERC-20 Transfer logs.
      // NUMERIC(78, 0) holds every 256-bit unsigned value.
      `CREATE TABLE transfers (
        chain_id TEXT NOT NULL,
        block_number BIGINT NOT NULL,
        transaction_index INTEGER NOT NULL,
        log_index INTEGER NOT NULL,
        transaction_hash TEXT NOT NULL,
        mined_at BIGINT NOT NULL,
        from_address TEXT NOT NULL,
        to_address TEXT,
        token_address TEXT,
        value NUMERIC(78, 0) NOT NULL CHECK (value >= 0),
        status TEXT NOT NULL CHECK (status IN ('confirmed', 'failed')),
        PRIMARY KEY (chain_id, transaction_hash, log_index)
      )`,
      `CREATE INDEX transfers_by_sender ON transfers
        (from_address, block_number DESC, transaction_index DESC, log_index DESC)`,
      `CREATE INDEX transfers_by_receiver ON transfers
        (to_address, block_number DESC, transaction_index DESC, log_index DESC)`,

      // The history indexer's cursor: the last block indexed, per chain.
      `CREATE TABLE indexer_cursors (
        chain_id TEXT PRIMARY KEY,
        indexed_block BIGINT NOT NULL CHECK (indexed_block >= 0)
      )`,

      // Smart-session permission grants.
      `CREATE TABLE sessions (
        pci TEXT PRIMARY KEY,
        caip_address TEXT NOT NULL,
        project JSONB NOT NULL,
        expiry BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      )`,
      `CREATE INDEX sessions_by_address ON sessions (lower(caip_address), created_at DESC)`,

      // Analytics events as received (POST /e).
      `CREATE TABLE analytics_events (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id TEXT,
        event_id TEXT NOT NULL,
        url TEXT NOT NULL,
        domain TEXT NOT NULL,
        event_timestamp BIGINT NOT NULL,
        props JSONB NOT NULL,
        received_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    id: '002_signed_requests',
    sql: [
      // Signed requests already used (names and smart sessions), by the hash that was
      // signed, kept until the request would be too old anyway.
      `CREATE TABLE signed_requests (
        request_key TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE INDEX signed_requests_by_expiry ON signed_requests (expires_at)`,
    ],
  },
]);

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id TEXT PRIMARY KEY,
  applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

/**
 * Brings the database up to the last migration. Running it again, or from two processes at
 * once, changes nothing more: each migration runs under the advisory lock and only when
 * `schema_migrations` does not list it yet.
 */
export async function migrate(
  driver: SqlDriver,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<void> {
  for (const migration of migrations) {
    await driver.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_ADVISORY_LOCK_KEY]);
      // Under the lock: two processes creating the table at once would otherwise collide.
      await tx.query(CREATE_MIGRATIONS_TABLE);
      if (await isApplied(tx, migration.id)) return;
      for (const statement of migration.sql) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
  }
}

/** The ids of the migrations applied, in order. */
export async function listAppliedMigrations(executor: SqlExecutor): Promise<string[]> {
  const rows = await executor.query<{ id: string }>(`SELECT id FROM schema_migrations ORDER BY id`);
  return rows.map((row) => row.id);
}

async function isApplied(tx: SqlExecutor, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 AS applied FROM schema_migrations WHERE id = $1', [id]);
  return rows.length > 0;
}
