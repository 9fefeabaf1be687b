/**
 * The database for a test's server or repository: PGlite in memory, started from the shared
 * migrated template (node_modules/.cache/portico-pglite, made once for the whole run), so a
 * test file pays ~1-2 s for its database instead of a cold initdb.
 */
import { join } from 'node:path';
import type { DatabaseConfig } from '../config';
import { ensurePgliteTemplate } from '../storage/pgliteTemplate';

/** Where the template is kept: the repository's node_modules cache (out of git). */
export const TEST_PGLITE_CACHE = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'portico-pglite',
);

/** The migrated template's path (made on the run's first call). */
export function testPgliteTemplate(): Promise<string> {
  return ensurePgliteTemplate(TEST_PGLITE_CACHE);
}

/** `database` for startServer/createServerContext: in memory, from the migrated template. */
export async function testDatabase(): Promise<DatabaseConfig> {
  return { driver: 'pglite', template: await testPgliteTemplate() };
}
