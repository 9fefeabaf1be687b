/**
 * What every SqlDriver and the migrations must do on it, written once and run against each
 * database (sqlRepository.pglite.test.ts, sqlRepository.postgres.test.ts): transactions
 * write all or nothing, and migrating is idempotent, also when several connections race.
 */
import { listAppliedMigrations, migrate, MIGRATIONS, type Migration } from '../migrations';
import type { SqlDriver } from '../sqlDriver';

const HOOK_TIMEOUT_MS = 60_000;

/** What a transaction's work throws in these tests. */
class WorkFailed extends Error {}

/** A new, empty database (no table at all). */
export interface EmptyDatabase {
  /** A new connection to it; PGlite has one connection and hands out that one each time. */
  connect(): Promise<SqlDriver>;
  /** Closes every connection handed out, and removes the database where that means anything. */
  dispose(): Promise<void>;
}

const TABLES = [
  'analytics_events',
  'catalog_wallets',
  'indexer_cursors',
  'names',
  'schema_migrations',
  'sessions',
  'signed_requests',
  'transfers',
];

async function listTables(driver: SqlDriver): Promise<string[]> {
  const rows = await driver.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function countNamed(driver: SqlDriver, name: string): Promise<number> {
  const rows = await driver.query<{ found: number }>(
    'SELECT count(*)::integer AS found FROM names WHERE name = $1',
    [name],
  );
  return rows[0]?.found ?? -1;
}

function insertName(name: string) {
  return [
    `INSERT INTO names (name, address, coin_type, attributes, registered_at, updated_at)
     VALUES ($1, '0x01', 60, '{}'::jsonb, 1, 1)`,
    [name],
  ] as const;
}

export function describeSqlDriver(name: string, createEmpty: () => Promise<EmptyDatabase>): void {
  describe(name, () => {
    let database: EmptyDatabase;
    let driver: SqlDriver;
    beforeAll(async () => {
      database = await createEmpty();
      driver = await database.connect();
    }, HOOK_TIMEOUT_MS);
    afterAll(() => database?.dispose());

    // The order matters: the first test migrates the empty database.
    test('migrations racing on three connections create the schema once', async () => {
      expect(await listTables(driver)).toEqual([]);
      const connections = [driver, await database.connect(), await database.connect()];
      await Promise.all(connections.map((connection) => migrate(connection)));
      expect(await listTables(driver)).toEqual(TABLES);
      expect(await listAppliedMigrations(driver)).toEqual(MIGRATIONS.map((m) => m.id));
    });

    test('migrating again changes nothing and keeps the data', async () => {
      await driver.query(...insertName('kept.portico.id'));
      await migrate(driver);
      await migrate(driver);
      expect(await listTables(driver)).toEqual(TABLES);
      expect(await listAppliedMigrations(driver)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await countNamed(driver, 'kept.portico.id')).toBe(1);
    });

    test('a migration that fails leaves nothing of itself and is not recorded', async () => {
      const broken: Migration = {
        id: '999_broken',
        sql: ['CREATE TABLE half_done (id INTEGER)', 'SELECT no_such_column FROM names'],
      };
      await expect(migrate(driver, [...MIGRATIONS, broken])).rejects.toThrow(/no_such_column/);
      expect(await listTables(driver)).toEqual(TABLES);
      expect(await listAppliedMigrations(driver)).toEqual(MIGRATIONS.map((m) => m.id));
    });

    test('a transaction gives back what its work returns and writes it', async () => {
      const result = await driver.transaction(async (tx) => {
        await tx.query(...insertName('committed.portico.id'));
        return 'done';
      });
      expect(result).toBe('done');
      expect(await countNamed(driver, 'committed.portico.id')).toBe(1);
    });

    test('a transaction whose work throws writes nothing and rethrows', async () => {
      const thrown = new WorkFailed('work failed');
      await expect(
        driver.transaction(async (tx) => {
          await tx.query(...insertName('rolled-back.portico.id'));
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      expect(await countNamed(driver, 'rolled-back.portico.id')).toBe(0);
    });

    test('a statement that fails in a transaction undoes the earlier ones', async () => {
      await expect(
        driver.transaction(async (tx) => {
          await tx.query(...insertName('undone.portico.id'));
          await tx.query(...insertName('undone.portico.id')); // the primary key refuses it
        }),
      ).rejects.toThrow();
      expect(await countNamed(driver, 'undone.portico.id')).toBe(0);
      // The driver is usable afterwards.
      expect(await driver.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    });

    test('a query with $-parameters reads them back with their types', async () => {
      const [row] = await driver.query<Record<string, unknown>>(
        'SELECT $1::text AS text, $2::integer AS int, $3::boolean AS bool, $4::text AS missing',
        ['it’s "quoted"', 42, true, null],
      );
      expect(row).toEqual({ text: 'it’s "quoted"', int: 42, bool: true, missing: null });
    });
  });
}
