import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listAppliedMigrations, MIGRATIONS } from './migrations';
import { openPglite } from './pgliteDriver';
import { ensurePgliteTemplate, pgliteTemplateName, readPgliteTemplate } from './pgliteTemplate';
import { createSqlRepository } from './sqlRepository';

jest.setTimeout(120_000);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'portico-pglite-template-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const name = (label: string) => ({
  name: `${label}.portico.id`,
  address: '0x0000000000000000000000000000000000000001' as const,
  coinType: 60,
  attributes: {},
  registeredAt: 1,
  updatedAt: 1,
});

describe('the migrated PGlite template', () => {
  test('two callers at once get one file, made once, with no lock or partial file left', async () => {
    const [first, second] = await Promise.all([
      ensurePgliteTemplate(folder),
      ensurePgliteTemplate(folder),
    ]);
    expect(first).toBe(join(folder, pgliteTemplateName()));
    expect(second).toBe(first);
    expect(readdirSync(folder)).toEqual([pgliteTemplateName()]);
  });

  test('a database started from it has every migration, and two such databases share nothing', async () => {
    const template = await ensurePgliteTemplate(folder);
    const [one, two] = await Promise.all([
      openPglite(undefined, readPgliteTemplate(template)),
      openPglite(undefined, readPgliteTemplate(template)),
    ]);
    try {
      expect(await listAppliedMigrations(one)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await createSqlRepository(one).insertName(name('only-in-one'))).toBe(true);
      expect(await createSqlRepository(two).insertName(name('only-in-one'))).toBe(true);
      const rows = await two.query<{ n: number }>('SELECT count(*)::int AS n FROM names');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  test("its name changes with PGlite's version or the migrations (a hash of both)", () => {
    expect(pgliteTemplateName()).toMatch(/^pglite-migrated-[0-9a-f]{16}\.tar$/);
    const fewer = MIGRATIONS.slice(0, -1);
    expect(pgliteTemplateName(fewer)).not.toBe(pgliteTemplateName());
    expect(pgliteTemplateName(MIGRATIONS, '0.0.1')).not.toBe(
      pgliteTemplateName(MIGRATIONS, '0.0.2'),
    );
  });
});
