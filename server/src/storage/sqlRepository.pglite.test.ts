import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestRepository } from '../__fixtures__/testRepository';
import { migrate } from './migrations';
import { openDatabase } from './openDatabase';
import { openPglite } from './pgliteDriver';
import { describeRepository } from './__fixtures__/repositoryBehaviour';
import { describeSqlDriver } from './__fixtures__/sqlDriverBehaviour';
import { createSqlRepository } from './sqlRepository';

describeRepository('createSqlRepository on PGlite in memory', openTestRepository);

describeSqlDriver('the PGlite driver and migrations', async () => {
  const driver = await openPglite();
  return { connect: async () => driver, dispose: () => driver.close() };
});

describe('PGlite in a folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'portico-pglite-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('openDatabase keeps the data in the folder across a close and a reopen', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir: folder });
    expect(first.kind).toBe('pglite');
    await migrate(first);
    const inserted = await createSqlRepository(first).insertName({
      name: 'durable.portico.id',
      address: '0x0000000000000000000000000000000000000001',
      coinType: 60,
      attributes: {},
      registeredAt: 1,
      updatedAt: 1,
    });
    expect(inserted).toBe(true);
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openDatabase({ driver: 'pglite', dataDir: folder });
    try {
      await migrate(second);
      const found = await createSqlRepository(second).findName('durable.portico.id');
      expect(found?.address).toBe('0x0000000000000000000000000000000000000001');
    } finally {
      await second.close();
    }
  }, 60_000);
});
