/**
 * A PostgreSQL server, for deployments that outgrow one machine: `pg`'s connection pool
 * behind the SqlDriver interface. A transaction holds one pooled client from BEGIN to
 * COMMIT (or ROLLBACK) and always gives it back. Errors of idle clients (a server restart,
 * a dropped connection) are logged, never thrown: the pool replaces the client.
 */
import pg from 'pg';
import { StorageError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { SqlDriver, SqlExecutor, SqlValue } from './sqlDriver';
import { withSafeQueryErrors } from './queryError';

/** Where the pool reports what it cannot throw (the server's log by default: stderr). */
export type StorageLog = (message: string, error?: unknown) => void;

interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const defaultLog: StorageLog = (message, error) => {
  console.error(`[portico-server] ${message}`, error ?? '');
};

/** Connects a pool to `url` (postgres://...) and checks that the server answers. */
export async function openPostgres(url: string, log: StorageLog = defaultLog): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', (error) => log(SERVER_MESSAGES.storageIdleClientError, error));
  try {
    await pool.query('SELECT 1');
  } catch (cause) {
    await pool.end().catch(() => undefined);
    throw new StorageError(SERVER_MESSAGES.storageCannotConnect(redactPassword(url)), { cause });
  }
  let closed = false;
  return {
    kind: 'postgres',
    query: executorOf(pool).query,
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A client whose ROLLBACK failed is in an unknown state: destroy it, do not reuse it.
      let broken: Error | undefined;
      try {
        await withSafeQueryErrors(() => client.query('BEGIN'));
        const result = await work(executorOf(client));
        await withSafeQueryErrors(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The URL as it may be printed: any password replaced by '***'. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an invalid URL)';
  }
}

function executorOf(queryable: PgQueryable): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(
      sql: string,
      params: readonly SqlValue[] = [],
    ): Promise<Row[]> {
      // A database error's detail may repeat the row's values: only a summary leaves here.
      const result = await withSafeQueryErrors(() => queryable.query(sql, [...params]));
      return result.rows as Row[];
    },
  };
}
