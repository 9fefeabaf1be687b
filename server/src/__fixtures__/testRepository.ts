/**
 * A repository for tests: PGlite in memory, started from the shared migrated template (see
 * testDatabase.ts; 1-2 s, against 3-10 s for a cold start). Open one per test file in
 * beforeAll, with a longer hook timeout than Jest's 5 s (the run's first caller makes the
 * template), and close it in afterAll (close() closes the database too):
 *
 *   let repository: Awaited<ReturnType<typeof openTestRepository>>;
 *   beforeAll(async () => { repository = await openTestRepository(); }, 60_000);
 *   afterAll(() => repository?.close());
 *
 * Tests sharing one should use their own addresses, chains and names.
 */
import type { Repository } from '../storage/repository';
import { migrate } from '../storage/migrations';
import { openPglite } from '../storage/pgliteDriver';
import { readPgliteTemplate } from '../storage/pgliteTemplate';
import { testPgliteTemplate } from './testDatabase';
import { createSqlRepository } from '../storage/sqlRepository';

export async function openTestRepository(): Promise<Repository & { close(): Promise<void> }> {
  const driver = await openPglite(undefined, readPgliteTemplate(await testPgliteTemplate()));
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return createSqlRepository(driver);
}
