/**
 * The embedded database: PGlite, PostgreSQL compiled to WebAssembly and run inside this
 * process. No server and no set-up; in memory unless given a folder to keep its files in.
 * PGlite has one connection, so its own queue serialises queries and transactions: inside
 * transaction(work), query through `tx` only (a query on the driver would wait for the
 * transaction to end, which waits for the query).
 */
import { PGlite } from '@electric-sql/pglite';
import type { SqlDriver, SqlExecutor, SqlValue } from './sqlDriver';
import { withSafeQueryErrors } from './queryError';

interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Opens PGlite: in memory without `dataDir`, else in that folder (created when missing).
 * `template`, a tarball of a data directory (see pgliteTemplate.ts), is what a new database
 * starts from instead of an empty one made by initdb.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<SqlDriver> {
  const db = await PGlite.create({
    ...(dataDir !== undefined && { dataDir }),
    ...(template !== undefined && { loadDataDir: template }),
  });
  return pgliteDriverOf(db);
}

/** The driver over an open PGlite; closing the driver closes it. */
export function pgliteDriverOf(db: PGlite): SqlDriver {
  return {
    kind: 'pglite',
    query: executorOf(db).query,
    transaction: (work) => withSafeQueryErrors(() => db.transaction((tx) => work(executorOf(tx)))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

function executorOf(queryable: PgliteQueryable): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(
      sql: string,
      params: readonly SqlValue[] = [],
    ): Promise<Row[]> {
      // PGlite's errors carry the SQL and its parameters: only a summary leaves this driver.
      const result = await withSafeQueryErrors(() => queryable.query<Row>(sql, [...params]));
      return result.rows;
    },
  };
}
