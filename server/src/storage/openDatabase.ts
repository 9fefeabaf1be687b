/**
 * Opens the database the configuration names: the embedded PGlite (the default, no set-up)
 * or a PostgreSQL server. Both give the same SqlDriver, so migrations and the repository are
 * written once.
 */
import type { DatabaseConfig } from '../config';
import { openPglite } from './pgliteDriver';
import { readPgliteTemplate } from './pgliteTemplate';
import { openPostgres, type StorageLog } from './postgresDriver';
import type { SqlDriver } from './sqlDriver';

/** `log` receives what the PostgreSQL pool cannot throw (default: stderr). */
export function openDatabase(config: DatabaseConfig, log?: StorageLog): Promise<SqlDriver> {
  switch (config.driver) {
    case 'pglite':
      return openPglite(
        config.dataDir,
        config.template === undefined ? undefined : readPgliteTemplate(config.template),
      );
    case 'postgres':
      return openPostgres(config.url, log);
  }
}
