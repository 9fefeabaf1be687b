/**
 * The one thing the repository needs of a database: run PostgreSQL SQL with $1-style
 * parameters, and run several statements in one transaction. PGlite and a PostgreSQL server
 * both speak the same SQL, so one schema, one set of migrations and one repository serve
 * both (see openDatabase.ts).
 */
export type SqlValue = string | number | boolean | null | bigint | Uint8Array;

export interface SqlExecutor {
  query<Row extends Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
  ): Promise<Row[]>;
}

export interface SqlDriver extends SqlExecutor {
  /** 'pglite' or 'postgres': for logs and tests, never for branching SQL. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
