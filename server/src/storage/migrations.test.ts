import { MIGRATIONS } from './migrations';

describe('MIGRATIONS', () => {
  test('ids are unique and listed in the order they sort in', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9]{3}_[a-z0-9_]+$/);
  });

  test('each entry holds one statement (the extended protocol runs one at a time)', () => {
    for (const migration of MIGRATIONS) {
      expect(migration.sql.length).toBeGreaterThan(0);
      for (const statement of migration.sql) expect(statement.trim()).not.toMatch(/;/);
    }
  });
});
