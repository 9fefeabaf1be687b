/**
 * A repository for tests: PGlite in memory, migrated. A cold start costs 3-5 s (more on a
 * busy machine), so open one per test file in beforeAll, with a longer hook timeout than
 * Jest's 5 s, and close it in afterAll (close() closes the database too):
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
import { createSqlRepository } from '../storage/sqlRepository';

export async function openTestRepository(): Promise<Repository & { close(): Promise<void> }> {
  const driver = await openPglite();
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return createSqlRepository(driver);
}
